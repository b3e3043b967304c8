// bench/convert: size targets that spend the bytes well (D62). Targets of 25 % and 10 % of a
// natural-looking 720p clip and of a static 1080p screen recording, through the API; beside each, ffmpeg
// two-pass x264 (preset medium, the source's picture size) at the product's output size, with the same
// audio bitrate. Both are scored against the source (scaled back to its size): SSIM and PSNR.
// Targets: the product never over its target, its SSIM at least the peer's.
import { execFile } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ffmpeg } from './media.mjs';

const run = promisify(execFile);
const SECONDS = 15;
const CAMERA_RATE = [
  '-b:v',
  '8M',
  '-minrate',
  '8M',
  '-maxrate',
  '8M',
  '-bufsize',
  '8M',
  '-x264-params',
  'nal-hrd=cbr',
];

/** A slow zoom into the Mandelbrot set over drifting colour (fine detail everywhere, steady motion). */
const NATURAL = `mandelbrot=s=1280x720:r=30:end_pts=1000:end_scale=0.05,hue=h=t*12`;
/** A desktop: a 1-pixel grid, window boxes, text-like bars, a small box moving like a cursor. */
const SCREEN =
  'color=c=0xf4f4f4:s=1920x1080:r=15,drawgrid=w=24:h=24:t=1:c=0xc8c8c8,' +
  'drawbox=x=120:y=90:w=900:h=520:c=0x3060a0:t=3,drawbox=x=160:y=140:w=400:h=16:c=black:t=fill,' +
  'drawbox=x=160:y=180:w=620:h=6:c=0x404040:t=fill,drawbox=x=160:y=200:w=560:h=6:c=0x404040:t=fill,' +
  "drawbox=x=1100:y=300:w=500:h=400:c=0x208040:t=2,drawbox=x='200+t*40':y=700:w=12:h=18:c=black:t=fill";

async function makeSource(work, name, video) {
  const file = path.join(work, `${name}.mp4`);
  await ffmpeg([
    ...[
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `${video}`,
      '-f',
      'lavfi',
      '-i',
      `sine=f=330:sample_rate=48000`,
    ],
    ...[
      '-t',
      String(SECONDS),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      ...CAMERA_RATE,
    ],
    ...['-c:a', 'aac', '-b:a', '128k', file],
  ]);
  return file;
}

/** SSIM (0-1) and PSNR (dB) of `file` against `source`, `file` scaled back to the source's size. */
async function score(file, source) {
  const graph =
    '[0:v][1:v]scale2ref=flags=bicubic[d][r];[d]split[d1][d2];[r]split[r1][r2];[d1][r1]ssim;[d2][r2]psnr';
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-nostats',
    '-i',
    file,
    '-i',
    source,
    '-lavfi',
    graph,
    '-f',
    'null',
    '-',
  ]);
  const ssim = Number(/SSIM .*All:([0-9.]+)/.exec(stderr)?.[1]);
  const psnr = Number(/PSNR .*average:([0-9.inf]+)/.exec(stderr)?.[1]);
  return { ssim, psnr };
}

async function probeOut(file) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', file]);
  const streams = JSON.parse(stdout).streams;
  const v = streams.find((s) => s.codec_type === 'video');
  const a = streams.find((s) => s.codec_type === 'audio');
  return { width: v?.width, height: v?.height, audioKbps: a ? Math.round(Number(a.bit_rate) / 1000) : 0 };
}

/** ffmpeg two-pass x264 at the source size, sized to `bytes` with `audioKbps` of AAC. */
async function peer(work, source, bytes, audioKbps, name) {
  const out = path.join(work, `${name}-peer.mp4`);
  const log = path.join(work, `${name}-pass`);
  // 2 % for the container, as a careful operator would leave.
  const videoKbps = Math.floor(((bytes * 8) / SECONDS / 1000 - audioKbps) * 0.98);
  const common = [
    '-v',
    'error',
    '-y',
    '-i',
    source,
    '-c:v',
    'libx264',
    '-preset',
    'medium',
    '-b:v',
    `${videoKbps}k`,
    '-passlogfile',
    log,
  ];
  await ffmpeg([...common, '-pass', '1', '-an', '-f', 'null', '/dev/null']);
  await ffmpeg([...common, '-pass', '2', '-c:a', 'aac', '-b:a', `${audioKbps}k`, out]);
  return out;
}

async function product(server, work, fileId, reduction, name) {
  const settings = {
    processing_mode: 'compression',
    compression_settings: {
      compression_method: 'size_targeted_percentage',
      target_reduction_percentage: reduction,
    },
  };
  const t0 = performance.now();
  const { jobId } = await server.api('POST', `/api/files/${fileId}/convert/mp4`, { settings, format: 'mp4' });
  for (;;) {
    const status = await server.api('GET', `/api/jobs/${jobId}`);
    if (status.status === 'completed') {
      const out = path.join(work, `${name}-product.mp4`);
      const res = await fetch(`${server.base}${status.result.downloadUrl}`);
      writeFileSync(out, new Uint8Array(await res.arrayBuffer()));
      return { out, seconds: (performance.now() - t0) / 1000 };
    }
    if (status.status === 'failed' || status.status === 'cancelled') return { error: status.error };
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Runs (e); prints a table; false when a target is missed. */
export async function benchSizeQuality({ server, work }) {
  const sources = [
    { name: 'natural-720p', file: await makeSource(work, 'natural-720p', NATURAL) },
    { name: 'screen-1080p', file: await makeSource(work, 'screen-1080p', SCREEN) },
  ];
  const rows = [];
  let ok = true;
  for (const source of sources) {
    const { fileId } = await server.upload(source.file);
    const sourceBytes = statSync(source.file).size;
    for (const keep of [25, 10]) {
      const name = `${source.name}-${keep}`;
      const target = Math.floor(sourceBytes * (keep / 100));
      const made = await product(server, work, fileId, 100 - keep, name);
      if (made.error) {
        ok = false;
        rows.push({ clip: source.name, target: `${keep} %`, error: made.error });
        continue;
      }
      const bytes = statSync(made.out).size;
      const facts = await probeOut(made.out);
      const peerOut = await peer(work, source.file, bytes, facts.audioKbps || 128, name);
      const [mine, theirs] = [await score(made.out, source.file), await score(peerOut, source.file)];
      const peerBytes = statSync(peerOut).size;
      const rowOk = bytes <= target && mine.ssim >= theirs.ssim;
      ok &&= rowOk;
      rows.push({
        clip: source.name,
        target: `${keep} %`,
        targetKB: Math.round(target / 1000),
        productKB: Math.round(bytes / 1000),
        productSize: `${facts.width}x${facts.height}`,
        productSSIM: +mine.ssim.toFixed(4),
        productPSNR: +mine.psnr.toFixed(2),
        peerKB: Math.round(peerBytes / 1000),
        peerSSIM: +theirs.ssim.toFixed(4),
        peerPSNR: +theirs.psnr.toFixed(2),
        productSeconds: +made.seconds.toFixed(1),
        ok: rowOk,
      });
    }
  }
  console.log(
    '\n(e) size targets vs ffmpeg two-pass x264 (medium, source size) at the product’s size, %d s clips',
    SECONDS,
  );
  console.table(rows);
  console.log(`never over the target and SSIM ≥ the peer’s: ${ok ? 'met' : 'MISSED'}`);
  return ok;
}
