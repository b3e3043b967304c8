import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The real-world corpus (../shared/media-corpus next to the project: used by path, never copied in):
 * MEDIA_CORPUS_DIR, else `shared/` beside the checkout or beside its worktree folder.
 */
export function corpusDir(): string {
  const root = path.resolve(import.meta.dirname, '..', '..', '..', '..');
  const candidates = [
    process.env.MEDIA_CORPUS_DIR,
    path.join(root, '..', 'shared', 'media-corpus', 'files'),
    path.join(root, '..', '..', 'shared', 'media-corpus', 'files'),
  ];
  return candidates.find((c): c is string => c !== undefined && existsSync(c)) ?? '';
}
