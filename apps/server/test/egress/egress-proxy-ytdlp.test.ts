import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Egress } from '../../src/repositories/egress/egress.repository.js';
import { proxyChildEnv, type ProxyLease } from '../../src/repositories/egress/egress-proxy.repository.js';
import {
  egressFor,
  startCanary,
  startOrigin,
  type Canary,
  type Origin,
  type WarnLog,
} from './egress-fixtures.js';

/**
 * Real yt-dlp (Debian's, as scripts/lib.sh installs it) through the egress proxy: `--proxy` with the
 * lease's URL, whose userinfo urllib sends as Proxy-Authorization (on the CONNECT for https, on each
 * absolute-form request for http). The allow-list admits the test origin's port only.
 */
const YTDLP = process.env.YTDLP_PATH ?? 'yt-dlp';
/** A yt-dlp run takes 1–2 s alone and several times that while the whole suite runs beside it. */
const YTDLP_TEST_TIMEOUT_MS = 150_000;

interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

function ytdlp(
  lease: ProxyLease,
  url: string,
  env: Record<string, string | undefined> = process.env,
): Promise<Run> {
  const args = [
    '--ignore-config',
    '--no-cache-dir',
    '--no-check-certificates',
    '--proxy',
    lease.url,
    '-J',
    '--',
    url,
  ];
  return new Promise((resolve) => {
    execFile(YTDLP, args, { env: proxyChildEnv(env, lease), timeout: 60_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** A self-signed certificate for the https origin (yt-dlp runs with --no-check-certificates). */
function selfSigned(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'egress-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-subj',
        '/CN=127.0.0.1',
        '-days',
        '1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const MEDIA = Buffer.alloc(4096, 0);

describe('yt-dlp through the egress proxy', () => {
  let canary: Canary;
  let origin: Origin;
  let tlsOrigin: https.Server;
  let tlsPort: number;
  const tlsSeen: string[] = [];
  let egress: Egress;
  let log: WarnLog;
  let lease: ProxyLease;

  beforeAll(async () => {
    canary = await startCanary();
    origin = await startOrigin((req, res) => {
      if (req.url?.startsWith('/to-canary')) {
        return res.writeHead(302, { location: `http://127.0.0.1:${canary.port}/video.mp4` }).end();
      }
      return res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': MEDIA.length }).end(MEDIA);
    });
    tlsOrigin = https.createServer(selfSigned(), (req, res) => {
      tlsSeen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'video/mp4', 'content-length': MEDIA.length }).end(MEDIA);
    });
    tlsPort = await new Promise<number>((resolve) =>
      tlsOrigin.listen(0, '127.0.0.1', () => resolve((tlsOrigin.address() as AddressInfo).port)),
    );
    ({ egress, log } = egressFor({ EGRESS_ALLOW_PRIVATE: `127.0.0.1:${origin.port},127.0.0.1:${tlsPort}` }));
    lease = (await egress.proxy()).lease();
  });

  afterAll(async () => {
    lease.release();
    await egress.close();
    await canary.close();
    await origin.close();
    await new Promise<void>((resolve) => {
      tlsOrigin.close(() => resolve());
      tlsOrigin.closeAllConnections();
    });
  });

  afterEach(() => {
    expect(canary.connections(), 'connections that reached the canary').toBe(0);
  });

  it(
    'refuses loopback destinations, http and https, with zero hits on the canary (NO_PROXY=* ignored)',
    async () => {
      // NO_PROXY would make urllib bypass the proxy; proxyChildEnv drops it.
      const env = { ...process.env, NO_PROXY: '*', no_proxy: '*' };
      for (const url of [
        `http://127.0.0.1:${canary.port}/video.mp4`,
        `https://127.0.0.1:${canary.port}/video.mp4`,
        `http://2130706433:${canary.port}/video.mp4`,
        `https://[::1]:${canary.port}/video.mp4`,
      ]) {
        const run = await ytdlp(lease, url, env);
        expect(run.code, `${url}\n${run.stderr}`).not.toBe(0);
        expect(run.stderr, url).toMatch(/403/);
      }
      const refused = log.entries.filter((e) => e.fields.code === 'EGRESS_BLOCKED_ADDRESS');
      expect(refused.map((e) => e.fields.target)).toEqual([
        `http://127.0.0.1:${canary.port}/video.mp4`,
        `127.0.0.1:${canary.port}`,
        `http://2130706433:${canary.port}/video.mp4`,
        `::1:${canary.port}`,
      ]);
    },
    YTDLP_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a redirect from an allowed origin to loopback (yt-dlp follows it through the proxy)',
    async () => {
      const run = await ytdlp(lease, `${origin.url}/to-canary`);
      expect(run.code, run.stderr).not.toBe(0);
      expect(origin.seen.some((r) => r.url === '/to-canary')).toBe(true);
    },
    YTDLP_TEST_TIMEOUT_MS,
  );

  it(
    'reaches an origin the test allow-list admits, over http and over a CONNECT tunnel for https',
    async () => {
      const plain = await ytdlp(lease, `${origin.url}/video.mp4`);
      expect(plain.code, plain.stderr).toBe(0);
      expect(JSON.parse(plain.stdout)).toMatchObject({ url: `${origin.url}/video.mp4`, ext: 'mp4' });
      const seen = origin.seen.filter((r) => r.url === '/video.mp4');
      expect(seen.length).toBeGreaterThan(0);
      // The credentials are the proxy's: they never travel on to the destination.
      expect(seen.every((r) => r.headers['proxy-authorization'] === undefined)).toBe(true);

      const tls = await ytdlp(lease, `https://127.0.0.1:${tlsPort}/clip.mp4`);
      expect(tls.code, tls.stderr).toBe(0);
      expect(JSON.parse(tls.stdout)).toMatchObject({ url: `https://127.0.0.1:${tlsPort}/clip.mp4` });
      expect(tlsSeen).toContain('/clip.mp4');
    },
    YTDLP_TEST_TIMEOUT_MS,
  );
});
