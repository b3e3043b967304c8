// bench/convert: the lossless fast path (D60). A 30 s 720p H.264 + AAC MOV converted to MP4
// through the API (convert call → completed status), against `ffmpeg -c copy` on the same file (target:
// the API within 2× the copy + 0.5 s) and against a forced re-encode through the API (speed-up printed).
// The copy is checked: the output's video packets hash the same as the source's.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpeg, median } from './media.mjs';

const run = promisify(execFile);
const ROUNDS = 3;

/** Each video packet's MD5, in order, as ffprobe reads them from the file. */
async function videoPacketHashes(file) {
  const args = ['-v', 'error', '-select_streams', 'v:0', '-show_data_hash', 'MD5'];
  const { stdout } = await run(
    'ffprobe',
    [...args, '-show_entries', 'packet=data_hash', '-of', 'csv=p=0', file],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return stdout.trim();
}

async function waitCompleted(api, jobId) {
  for (;;) {
    const status = await api('GET', `/api/jobs/${jobId}`);
    if (status.status === 'completed') return status;
    if (status.status === 'failed' || status.status === 'cancelled')
      throw new Error(`job ${jobId}: ${status.error}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function timedConvert(server, fileId, settings) {
  const t0 = performance.now();
  const { jobId } = await server.api('POST', `/api/files/${fileId}/convert/mp4`, { settings, format: 'mp4' });
  const status = await waitCompleted(server.api, jobId);
  return { ms: performance.now() - t0, status };
}

/** Runs (a) on `clip` (30 s 720p H.264/AAC MOV, uploaded as `clip.fileId`); prints; false when missed. */
export async function benchRemux({ server, work, clip }) {
  const copyMs = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t0 = performance.now();
    await ffmpeg([
      '-v',
      'error',
      '-y',
      '-i',
      clip.file,
      '-map',
      '0:v:0',
      '-map',
      '0:a:0',
      '-c',
      'copy',
      '-f',
      'mp4',
      path.join(work, 'copy.mp4'),
    ]);
    copyMs.push(performance.now() - t0);
  }
  const apiRuns = [];
  for (let i = 0; i < ROUNDS; i++) apiRuns.push(await timedConvert(server, clip.fileId, {}));
  // Today's default encode, forced by a CRF one step from the default (any encode-only setting does).
  const encoded = await timedConvert(server, clip.fileId, { video_crf: 22 });

  const last = apiRuns.at(-1).status.result;
  const res = await fetch(`${server.base}${last.downloadUrl}`);
  const out = path.join(work, 'remuxed.mp4');
  writeFileSync(out, new Uint8Array(await res.arrayBuffer()));
  const identical = (await videoPacketHashes(out)) === (await videoPacketHashes(clip.file));

  const copy = median(copyMs);
  const api = median(apiRuns.map((r) => r.ms));
  const limit = 2 * copy + 500;
  const ok = api <= limit && identical;
  console.log('\n(d) container-only conversion: 30 s 720p H.264 + AAC MOV → MP4 (median of %d)', ROUNDS);
  console.table([
    { path: 'ffmpeg -c copy', seconds: +(copy / 1000).toFixed(2) },
    { path: 'API, default settings (stream copy)', seconds: +(api / 1000).toFixed(2) },
    { path: 'API, forced re-encode (video_crf 22), 1 run', seconds: +(encoded.ms / 1000).toFixed(2) },
  ]);
  console.log(
    `API within 2 × copy + 0.5 s (${(limit / 1000).toFixed(2)} s): ${api <= limit ? 'met' : 'MISSED'}; ` +
      `video packets identical to the source: ${identical ? 'yes' : 'NO'}; ` +
      `speed-up over the re-encode: ${(encoded.ms / api).toFixed(1)}×`,
  );
  return ok;
}
