/**
 * Every file of the real-world corpus (../shared/media-corpus: other projects' test files, MANIFEST.tsv
 * says what each is) goes through upload and conversion on the real server, one job at a time: to mp4
 * and mp3, or to mp3 and wav when it has no picture. Each result is probed and fully decoded. What each
 * file should give is data (corpus-expectations.tsv); a file that plain `ffmpeg -i in out.ext` cannot
 * convert either is expected to be refused with a clear message.
 *
 * Speed (about 130 jobs within ~4 minutes on 2 cores): every conversion trims to the first
 * CORPUS_TRIM_SECONDS through the product's own trim settings (enable_trim, trim_start, trim_end), and
 * the server runs with the operator's ENCODE_SPEED=ultrafast. The trim keeps the test meaningful: the
 * whole file is still sniffed, probed and measured at upload, decoding starts at its first frame (where
 * odd headers, edit lists and rotations bite), and the result's length is checked against the trim.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  classifyJobError,
  JOB_PATHS,
  type ConvertResponse,
  type JobResult,
  type JobStatusResponse,
} from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, FAST_CAPTCHA, signUp } from '../accounts/account-kit.js';
import { tempDir } from '../encode/encode-helpers.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { corpusDir } from './corpus-dir.js';

const run = promisify(execFile);
const CORPUS = corpusDir();
const EXPECTATIONS = path.join(import.meta.dirname, 'corpus-expectations.tsv');
export const CORPUS_TRIM_SECONDS = 2;
/** The suite's own budget: generous against the ~4 minutes it takes on 2 busy cores. */
const SUITE_TIMEOUT_MS = 10 * 60_000;

/** What one target of a file gives (corpus-expectations.tsv). */
type Outcome =
  | { readonly kind: 'ok' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'invalid'; readonly code: string }
  | { readonly kind: 'refused'; readonly code: string };

function outcomeOf(text: string): Outcome {
  const [kind, code] = text.split(' ');
  if (kind === 'ok' || kind === 'failed') return { kind };
  if ((kind === 'invalid' || kind === 'refused') && code) return { kind, code };
  throw new Error(`bad outcome: ${text}`);
}

function readExpectations(): Map<string, readonly [Outcome, Outcome]> {
  const table = new Map<string, readonly [Outcome, Outcome]>();
  for (const line of readFileSync(EXPECTATIONS, 'utf8').split('\n')) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const [file, first, second] = line.split('\t');
    if (!file || !first || !second) throw new Error(`bad expectation line: ${line}`);
    table.set(file, [outcomeOf(first), outcomeOf(second)]);
  }
  return table;
}

interface Probed {
  readonly streams: { codec_type?: string; disposition?: { attached_pic?: number } }[];
  readonly format: { duration?: string };
}

async function ffprobe(file: string): Promise<Probed> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  return JSON.parse(stdout) as Probed;
}

/** A full decode of every stream; ffmpeg's exit status and its error lines. */
async function decodeAll(file: string): Promise<{ ok: boolean; stderr: string }> {
  try {
    const { stderr } = await run('ffmpeg', ['-nostdin', '-v', 'error', '-i', file, '-f', 'null', '-']);
    return { ok: true, stderr };
  } catch (error) {
    return { ok: false, stderr: String((error as { stderr?: string }).stderr ?? error) };
  }
}

const SUITE = 'the real-world corpus converts like plain ffmpeg, verified (skipped without the corpus)';
describe.skipIf(!existsSync(CORPUS))(SUITE, () => {
  let t: TestApp;
  let cookie: string;
  let dir: string;
  let cleanup: () => Promise<void>;
  const expectations = existsSync(EXPECTATIONS)
    ? readExpectations()
    : new Map<string, readonly [Outcome, Outcome]>();
  const files = existsSync(CORPUS) ? readdirSync(CORPUS).sort() : [];

  const api = async <T>(url: string, init: RequestInit = {}) => {
    const res = await fetch(`${t.baseUrl}${url}`, { ...init, headers: { ...init.headers, cookie } });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : {}) as T & { code?: string; message?: string },
    };
  };

  beforeAll(async () => {
    // A signed-in visitor: the corpus has formats outside the anonymous list (CC §6), and enough credits.
    t = await startTestApp({ ...FAST_CAPTCHA, ENCODE_SPEED: 'ultrafast', FREE_DAILY_CREDITS: '1000' });
    cookie = cookieHeader((await signUp(t.baseUrl, 'corpus@example.com')).cookies);
    ({ dir, cleanup } = await tempDir('mf-corpus-'));
  });
  afterAll(async () => {
    await t.close();
    await cleanup();
  });

  it('every corpus file has an expectation, and every expectation a file', () => {
    expect([...expectations.keys()].sort()).toEqual(files);
  });

  it(
    'each file: upload, then two conversions, each result probed and fully decoded',
    async () => {
      const problems: string[] = [];
      for (const name of files) {
        const [first, second]: readonly [Outcome, Outcome] = expectations.get(name) ?? [
          { kind: 'ok' },
          { kind: 'ok' },
        ];
        const body = new FormData();
        body.append('file', new Blob([readFileSync(path.join(CORPUS, name))]), name);
        const up = await api<{
          data: {
            fileId: string;
            metadata: { hasVideo: boolean; hasAudio: boolean; duration: number | null };
          };
        }>('/api/files/v2/upload/', { method: 'POST', body });
        if (first.kind === 'refused') {
          if (up.status < 400 || up.body.code !== first.code) {
            problems.push(`${name}: expected refused ${first.code}, got ${up.status} ${up.body.code ?? ''}`);
          } else if (!up.body.message || up.body.message.length < 10) {
            problems.push(`${name}: refusal without a clear message`);
          }
          continue;
        }
        if (up.status !== 200) {
          problems.push(
            `${name}: upload answered ${up.status} ${up.body.code ?? ''} ${up.body.message ?? ''}`,
          );
          continue;
        }
        const { fileId, metadata } = up.body.data;
        const targets = metadata.hasVideo ? (['mp4', 'mp3'] as const) : (['mp3', 'wav'] as const);
        for (const [format, expected] of [
          [targets[0], first],
          [targets[1], second],
        ] as const) {
          const trim = {
            enable_trim: true,
            trim_start: '00:00:00.000',
            trim_end: `00:00:0${CORPUS_TRIM_SECONDS}.000`,
          };
          const started = await api<{ data: ConvertResponse }>(JOB_PATHS.convert(fileId, format), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ settings: trim }),
          });
          if (expected.kind === 'invalid') {
            if (started.status < 400 || started.body.code !== expected.code || !started.body.message) {
              problems.push(`${name} → ${format}: expected ${expected.code}, got ${started.status}`);
            }
            continue;
          }
          if (started.status !== 202) {
            problems.push(
              `${name} → ${format}: convert answered ${started.status} ${started.body.message ?? ''}`,
            );
            continue;
          }
          const jobId = started.body.data.jobId;
          let status: JobStatusResponse;
          const deadline = Date.now() + 120_000;
          for (;;) {
            status = (await api<{ data: JobStatusResponse }>(JOB_PATHS.status(jobId))).body.data;
            if (['completed', 'failed', 'cancelled'].includes(status.status) || Date.now() > deadline) break;
            await new Promise((r) => setTimeout(r, 100));
          }
          if (expected.kind === 'failed') {
            const classified = classifyJobError(status.error);
            if (status.status !== 'failed' || classified.type !== 'file') {
              problems.push(
                `${name} → ${format}: expected a file-issue failure, got ${status.status} ${status.error ?? ''}`,
              );
            }
            continue;
          }
          if (status.status !== 'completed') {
            problems.push(`${name} → ${format}: ${status.status} ${status.error ?? ''}`);
            continue;
          }
          const result = (await api<{ data: JobResult }>(JOB_PATHS.result(jobId))).body.data;
          const bytes = new Uint8Array(
            await (await fetch(`${t.baseUrl}${result.downloadUrl}`)).arrayBuffer(),
          );
          const out = path.join(dir, `${name}.${format}`);
          writeFileSync(out, bytes);
          const probed = await ffprobe(out);
          const kinds = probed.streams
            .filter((s) => s.disposition?.attached_pic !== 1)
            .map((s) => s.codec_type);
          if (format === 'mp4' && metadata.hasVideo && !kinds.includes('video'))
            problems.push(`${name} → mp4: no video`);
          if (metadata.hasAudio && !kinds.includes('audio')) problems.push(`${name} → ${format}: no audio`);
          const wanted = Math.min(CORPUS_TRIM_SECONDS, metadata.duration ?? CORPUS_TRIM_SECONDS);
          const got = Number(probed.format.duration);
          if (!(Math.abs(got - wanted) <= Math.max(0.5, wanted * 0.02))) {
            problems.push(`${name} → ${format}: lasts ${got} s, expected ${wanted} s`);
          }
          const decoded = await decodeAll(out);
          if (!decoded.ok)
            problems.push(`${name} → ${format}: full decode failed: ${decoded.stderr.slice(0, 200)}`);
        }
      }
      expect(problems).toEqual([]);
    },
    SUITE_TIMEOUT_MS,
  );
});
