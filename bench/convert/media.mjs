// Clips for bench/convert, generated with ffmpeg's lavfi sources. The size-target sources are encoded
// at a constant 10 Mbit/s with filler data (x264 nal-hrd=cbr), so each is about 38 MB whatever its
// content: larger than every target, while the content decides how hard the target is to meet.
import { spawn } from 'node:child_process';
import path from 'node:path';

export function ffmpeg(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}: ${stderr}`)),
    );
  });
}

export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

const SIZE = '1280x720';
const SOURCES = {
  smooth: `testsrc2=s=${SIZE}:r=30`,
  noisy: `testsrc2=s=${SIZE}:r=30`,
  'near-static': `smptebars=s=${SIZE}:r=30`,
};
const FILTERS = { smooth: null, noisy: 'noise=alls=25:allf=t', 'near-static': 'noise=alls=2:allf=t' };

/** The conversion clip (30 s 720p H.264/AAC in MOV) and the three size-target sources (MP4). */
export async function makeClips(dir, quick) {
  const seconds = 30;
  const conversion = path.join(dir, 'clip-720p.mov');
  await ffmpeg([
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=s=${SIZE}:r=30:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=f=440:sample_rate=48000:d=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '20',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    conversion,
  ]);
  const clips = [{ name: 'conversion', file: conversion, seconds }];
  const names = quick ? ['noisy'] : Object.keys(SOURCES);
  for (const name of names) {
    const file = path.join(dir, `${name}.mp4`);
    const filter = FILTERS[name];
    await ffmpeg([
      '-v',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `${SOURCES[name]}:d=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `sine=f=330:sample_rate=48000:d=${seconds}`,
      ...(filter ? ['-vf', filter] : []),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-b:v',
      '10M',
      '-minrate',
      '10M',
      '-maxrate',
      '10M',
      '-bufsize',
      '10M',
      '-x264-params',
      'nal-hrd=cbr:force-cfr=1',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      file,
    ]);
    clips.push({ name, file, seconds });
  }
  return clips;
}
