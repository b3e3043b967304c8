import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { FAST_CAPTCHA } from '../accounts/account-kit.js';
import { downloaderClient, type DownloaderClient } from '../downloader/downloader-kit.js';
import { startCanary, type Canary } from '../egress/egress-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { ownerHeaders } from '../helpers/upload-client.js';
import { startSunoFixture, type SunoFixture } from './suno-fixture.js';

/**
 * The real app (real egress guard, media proxy, download jobs, ffmpeg) pointed at the loopback Suno,
 * and a canary no request may reach. Visitors send real-looking suno.com links; the extractor fetches
 * the configured bases.
 */
export interface SunoKit {
  readonly app: TestApp;
  readonly suno: SunoFixture;
  readonly canary: Canary;
  client(session?: string): DownloaderClient;
  close(): Promise<void>;
}

export async function startSunoKit(): Promise<SunoKit> {
  const [suno, canary] = await Promise.all([startSunoFixture(), startCanary()]);
  const app = await startTestApp({ ...FAST_CAPTCHA, ...suno.env });
  return {
    app,
    suno,
    canary,
    client: (session) => downloaderClient(app.baseUrl, ownerHeaders(session)),
    async close() {
      await app.close();
      await Promise.all([suno.close(), canary.close()]);
    },
  };
}

const run = promisify(execFile);

export interface Probe {
  readonly format: string;
  readonly duration: number;
  readonly streams: string[];
}

/** What the real ffprobe reads in these bytes. */
export async function probeBytes(bytes: Buffer, name: string): Promise<Probe> {
  const dir = mkdtempSync(path.join(tmpdir(), 'suno-probe-'));
  try {
    const file = path.join(dir, name);
    writeFileSync(file, bytes);
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_format',
      '-show_streams',
      '-of',
      'json',
      file,
    ]);
    const json = JSON.parse(stdout) as {
      format: { format_name: string; duration: string };
      streams: { codec_type: string; codec_name: string }[];
    };
    return {
      format: json.format.format_name,
      duration: Number(json.format.duration),
      streams: json.streams.map((s) => `${s.codec_type}:${s.codec_name}`).sort(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
