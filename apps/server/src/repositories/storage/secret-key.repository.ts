import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The download-token key when UPLOAD_TOKEN_SECRET is unset: generated once into DATA_DIR/secret.key
 * (mode 0600) and reused, so tokens survive restarts without the operator having to set anything.
 * Other keys (`auth-secret.key` for sessions and anonymous ids) are kept the same way under their name.
 */
export async function loadOrCreateSecretKey(dataDir: string, name = 'secret.key'): Promise<string> {
  const file = path.join(path.resolve(dataDir), name);
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) {
      await chmod(file, 0o600);
      return existing;
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return (await readFile(file, 'utf8')).trim();
    throw error;
  }
  return secret;
}
