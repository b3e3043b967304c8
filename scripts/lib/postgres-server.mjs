// A private PostgreSQL for a test run or a benchmark: Debian's `postgresql` package (scripts/lib.sh
// installs it), a fresh cluster in a temporary directory, listening on 127.0.0.1 at a free port and on a
// socket in that directory, owned by the `postgres` system user when we are root (postgres refuses to
// run as root). Durability is switched off: the cluster is thrown away, and fsync dominates its run time.
// Plain JavaScript so that the benches (plain Node) and the server's Vitest setup share it.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const USER = 'mediaforge';

/** The newest installed server's bin directory (Debian keeps it off PATH), else undefined (PATH's). */
function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : path.join(base, versions[0], 'bin');
}

function tool(name) {
  const dir = binDir();
  return dir ? path.join(dir, name) : name;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * `[command, args]` running as the `postgres` user when we are root, as ourselves otherwise. setpriv
 * execs in place (runuser would stay as a parent), so our signals reach postgres itself.
 */
function asServerUser(command, args) {
  if (process.getuid?.() !== 0) return [command, [...args]];
  return ['setpriv', ['--reuid=postgres', '--regid=postgres', '--clear-groups', '--', command, ...args]];
}

async function waitReady(url, child, log) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited early:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`postgres did not start:\n${log()}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Starts the cluster; answers its superuser's maintenance URL and a stop that removes everything. */
export async function startPostgresServer() {
  const dir = mkdtempSync(path.join(tmpdir(), 'mediaforge-pg-'));
  const dataDir = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const init = ['-D', dataDir, '-U', USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'];
  const [initCommand, initArgs] = asServerUser(tool('initdb'), init);
  execFileSync(initCommand, initArgs, { stdio: 'pipe' });
  const port = await freePort();
  const settings = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off', 'max_connections=300'];
  const [command, args] = asServerUser(tool('postgres'), [
    ...['-D', dataDir, '-k', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    ...settings.flatMap((s) => ['-c', s]),
  ]);
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk) => {
    log = (log + chunk).slice(-20_000);
  });
  const url = `postgres://${USER}@127.0.0.1:${port}/postgres`;
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  try {
    await waitReady(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    async stop() {
      // SIGINT is postgres' "fast" shutdown: sessions are ended, no waiting for clients to leave.
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
