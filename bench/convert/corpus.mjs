// bench/convert: the corpus pass rate, product vs plain ffmpeg. Every file of the real-world
// corpus (../shared/media-corpus/files, or MEDIA_CORPUS_DIR) is converted twice over — to mp4 and mp3, or
// to mp3 and wav when it has no picture — once through the API (a signed-in visitor on its own server,
// default settings, the whole file) and once with plain `ffmpeg -i in out.ext`. A conversion passes when
// its output has the stream the target needs (video for mp4, audio for the others, when the input has
// one), lasts more than 0.1 s and decodes fully (`ffmpeg -v error -i out -f null -` exits 0).
// Target: the product converts every file the plain command converts.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, openAsBlob, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { signedInCookie } from '../lib/net.mjs';
import { startServer } from './server.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..', '..');
// ../shared/media-corpus beside the checkout (or beside its worktree folder), or MEDIA_CORPUS_DIR.
const CORPUS = [
  process.env.MEDIA_CORPUS_DIR,
  path.join(root, '..', 'shared', 'media-corpus', 'files'),
  path.join(root, '..', '..', 'shared', 'media-corpus', 'files'),
].find((dir) => dir && existsSync(dir));

async function probe(file) {
  try {
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-of',
      'json',
      '-show_format',
      '-show_streams',
      file,
    ]);
    return JSON.parse(stdout);
  } catch {
    return undefined;
  }
}

/** Whether `out` is a usable conversion of an input with these streams into `format`. */
async function converted(out, format, input) {
  const p = await probe(out);
  if (!p) return false;
  const kinds = p.streams.filter((s) => s.disposition?.attached_pic !== 1).map((s) => s.codec_type);
  if (format === 'mp4' && input.video && !kinds.includes('video')) return false;
  if (format !== 'mp4' && input.audio && !kinds.includes('audio')) return false;
  if (!(Number(p.format?.duration) > 0.1)) return false;
  try {
    await run('ffmpeg', ['-nostdin', '-v', 'error', '-i', out, '-f', 'null', '-']);
    return true;
  } catch {
    return false;
  }
}

async function product(base, cookie, file, format, out) {
  const call = async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie,
        origin: base,
        ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      body,
    });
    return { ok: res.ok, json: await res.json().catch(() => ({})) };
  };
  const form = new FormData();
  form.append('file', await openAsBlob(file), path.basename(file));
  const up = await call('POST', '/api/files/v2/upload/', form);
  if (!up.ok) return { ok: false, why: up.json.code };
  const { fileId } = up.json.data;
  const started = await call(
    'POST',
    `/api/files/${fileId}/convert/${format}`,
    JSON.stringify({ settings: {}, format }),
  );
  if (!started.ok) return { ok: false, why: started.json.code };
  for (;;) {
    const status = (await call('GET', `/api/jobs/${started.json.data.jobId}`)).json.data;
    if (status.status === 'completed') {
      const res = await fetch(`${base}${status.result.downloadUrl}`, { headers: { cookie } });
      await writeFile(out, new Uint8Array(await res.arrayBuffer()));
      return { ok: true };
    }
    if (status.status === 'failed' || status.status === 'cancelled') return { ok: false, why: status.error };
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Runs the pass and prints one line (and the files where the two disagree). */
export async function corpusPassRate({ work }) {
  if (!CORPUS) {
    console.log('\ncorpus pass rate: skipped (no ../shared/media-corpus/files; set MEDIA_CORPUS_DIR)');
    return true;
  }
  const dir = path.join(work, 'corpus');
  mkdirSync(dir, { recursive: true });
  const server = await startServer({
    root,
    work: dir,
    tapLog: path.join(dir, 'tap.jsonl'),
    env: { ALTCHA_COST: '1', ALTCHA_MAX_NUMBER: '20', FREE_DAILY_CREDITS: '1000' },
  });
  const tally = { plain: 0, product: 0, both: 0, total: 0 };
  const missed = [];
  try {
    const cookie = await signedInCookie(server.base);
    for (const name of readdirSync(CORPUS).sort()) {
      const file = path.join(CORPUS, name);
      const p = await probe(file);
      const streams = (p?.streams ?? []).filter((s) => s.disposition?.attached_pic !== 1);
      const input = {
        video: streams.some((s) => s.codec_type === 'video'),
        audio: streams.some((s) => s.codec_type === 'audio'),
      };
      for (const format of input.video ? ['mp4', 'mp3'] : ['mp3', 'wav']) {
        const plainOut = path.join(dir, `${name}.plain.${format}`);
        let plain = false;
        try {
          await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', file, plainOut]);
          plain = await converted(plainOut, format, input);
        } catch {
          plain = false;
        }
        const productOut = path.join(dir, `${name}.product.${format}`);
        const attempt = await product(server.base, cookie, file, format, productOut).catch((error) => ({
          ok: false,
          why: String(error.cause?.code ?? error.message),
        }));
        if (process.env.BENCH_CORPUS_VERBOSE === '1') console.log(name, format, plain, attempt);
        const ours = attempt.ok && (await converted(productOut, format, input));
        tally.total += 1;
        tally.plain += plain ? 1 : 0;
        tally.product += ours ? 1 : 0;
        tally.both += plain && ours ? 1 : 0;
        if (plain && !ours) missed.push(`${name} → ${format} (${attempt.why ?? 'output check'})`);
      }
    }
  } finally {
    await server.stop();
  }
  const pct = (n) => ((100 * n) / tally.total).toFixed(1);
  console.log(
    `\ncorpus pass rate (${tally.total} conversions): product ${tally.product} (${pct(tally.product)} %), plain ffmpeg ${tally.plain} (${pct(tally.plain)} %); product converts every file plain ffmpeg converts: ${missed.length === 0 ? 'met' : `MISSED ${missed.join(', ')}`}`,
  );
  return missed.length === 0;
}
