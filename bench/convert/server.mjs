// The built Mediaforge server for bench/convert: its own data directory, ffmpeg through the tap, one
// anonymous session, and uploads through the regular upload endpoint.
import { spawn } from 'node:child_process';
import { existsSync, openAsBlob } from 'node:fs';
import path from 'node:path';
import { anonymousSession, freePort, waitHealthy } from '../lib/net.mjs';

export async function startServer({ root, work, tapLog, env = {} }) {
  const entry = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(entry)) throw new Error('apps/server/dist/server.js is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = path.join(work, 'data');
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      FFMPEG_PATH: path.join(import.meta.dirname, 'ffmpeg-tap.mjs'),
      BENCH_TAP_LOG: tapLog,
      // The bench runs more jobs than an anonymous visitor's daily allowance.
      ANONYMOUS_DAILY_CREDITS: process.env.ANONYMOUS_DAILY_CREDITS ?? '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitHealthy(`${base}/api/health`);
  const session = await anonymousSession(base);

  async function api(method, url, body) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'x-anonymous-session-id': session, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  }

  async function upload(file) {
    const form = new FormData();
    form.append('file', await openAsBlob(file), path.basename(file));
    const res = await fetch(`${base}/api/files/v2/upload/`, {
      method: 'POST',
      headers: { 'x-anonymous-session-id': session },
      body: form,
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`upload ${file}: ${res.status} ${JSON.stringify(json)}`);
    return json.data;
  }

  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { base, session, dataDir, api, upload, stop };
}
