// Loopback stand-ins for Google (Identity Services and Drive v3), Dropbox (OAuth and API v2) and
// Microsoft (identity platform and Graph) for the imports' end-to-end tests (playwright.config.ts
// starts it; the main server points its drive configuration, and so the browser, at these origins,
// D224). Each speaks the documented subset the app calls, on its own port; GET /__state on each tells
// the test what it was asked (authorizations, listings, folders, uploads with their SHA-256). The two
// clips are made with ffmpeg's lavfi sources when it starts; /health answers once they exist.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { CORS, newState, send } from './drive-fakes/common.mjs';
import { dropboxFake } from './drive-fakes/dropbox.mjs';
import { googleFake } from './drive-fakes/google.mjs';
import { microsoftFake } from './drive-fakes/microsoft.mjs';

const run = promisify(execFile);
const base = Number(process.env.PORT ?? 4350);
const ports = { google: base, dropbox: base + 1, microsoft: base + 2 };
const dir = path.resolve(`test-results/e2e-drives-${base}`);

async function makeMedia() {
  mkdirSync(dir, { recursive: true });
  const clip = async (name, seconds, colour) => {
    const file = path.join(dir, name);
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `color=c=${colour}:s=160x120:r=10:d=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:d=${seconds}`],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-shortest'],
      ...['-movflags', '+faststart', file],
    ]);
    return readFileSync(file);
  };
  const [alpha, beta] = await Promise.all([clip('alpha.mp4', 2, 'blue'), clip('beta.mp4', 1, 'green')]);
  return { alpha, beta };
}

const ready = makeMedia();
ready.catch((error) => {
  console.error('could not make the media', error);
  process.exit(1);
});

function serve(port, build) {
  const state = newState();
  let handle;
  createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, CORS).end();
        return;
      }
      if (url.pathname === '/health') {
        await ready;
        return send(response, 200, { ok: true });
      }
      if (url.pathname === '/__state') return send(response, 200, state);
      handle ??= build(await ready, state);
      await handle(request, response, url);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) send(response, 500, { error: 'fake failed' });
    }
  }).listen(port, '127.0.0.1');
}

const origin = (port) => `http://127.0.0.1:${port}`;
serve(ports.google, (media, state) =>
  googleFake({ origin: origin(ports.google), clientId: 'e2e-google-client', media, state }),
);
serve(ports.dropbox, (media, state) => dropboxFake({ appKey: 'e2e-dropbox-key', media, state }));
serve(ports.microsoft, (media, state) =>
  microsoftFake({ origin: origin(ports.microsoft), clientId: 'e2e-onedrive-client', media, state }),
);
