/**
 * Debian's nginx (scripts/lib.sh installs it for the tests) running a site file of deploy/ as it is
 * written, with only what a host must differ in swapped: the upstream's servers and the listen port.
 * Everything else (sticky sessions, the WebSocket upgrade, unbuffered uploads, the hidden /metrics) is
 * the file's own. A private prefix holds the pid file, the logs and the temp directories.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './role-process.js';

export interface NginxServer {
  readonly url: string;
  readonly port: number;
  /** nginx's error log so far. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * The site file with its `upstream` servers replaced by `servers` and its `listen` by a loopback port.
 * Throws when the file has no such lines, so a reshaped file fails here rather than proxying nowhere.
 */
function siteForHost(site: string, upstream: string, servers: readonly string[], port: number): string {
  const block = new RegExp(`(upstream ${upstream} \\{[^}]*?)((?:\\s*server [^;]+;)+)`);
  if (!block.test(site)) throw new Error(`no upstream ${upstream} with servers in the site file`);
  const swapped = site.replace(
    block,
    (_m, head: string) => `${head}\n${servers.map((s) => `  server ${s};`).join('\n')}`,
  );
  if (!/^\s*listen 80;/m.test(swapped)) throw new Error('no "listen 80;" in the site file');
  return swapped.replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${port};`);
}

/** nginx on `port` (a free one when absent) with `siteFile`'s upstream `upstream` sent to `servers`. */
export async function startNginx(
  siteFile: string,
  upstream: string,
  servers: readonly string[],
  listenPort?: number,
): Promise<NginxServer> {
  const prefix = mkdtempSync(path.join(tmpdir(), 'mediaforge-nginx-'));
  // nginx's workers run as nobody when the master is root: their temp directories must be theirs too.
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, dir));
    chmodSync(path.join(prefix, dir), 0o777);
  }
  const port = listenPort ?? (await freePort());
  const site = siteForHost(readFileSync(siteFile, 'utf8'), upstream, servers, port);
  writeFileSync(path.join(prefix, 'site.conf'), site);
  const temp = (name: string) => path.join(prefix, name);
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      '  access_log off;',
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${temp('site.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', prefix, '-c', temp('nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const errors = () => {
    try {
      return stderr + readFileSync(temp('error.log'), 'utf8');
    } catch {
      return stderr;
    }
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors()}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen: ${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    errors,
    async stop() {
      if (child.exitCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        // QUIT: a graceful stop (TERM is a fast one); either ends the workers with the master.
        child.kill('SIGQUIT');
        await gone;
      }
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
