/**
 * Real-ffmpeg test helpers: lavfi clips generated at test time (DESIGN.md §6), a runner that spawns the
 * built argument arrays as they are (no shell), and ffprobe JSON of the results.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { normaliseSettings, type MediaMetadata, type OutputFormat } from '@mediaforge/shared';
import { buildEncodePlan, encodeJobFor } from '../../src/ffmpeg/encode/build.js';
import {
  planCommands,
  type CompressionOverrides,
  type EncodePlan,
  type EncodeRequest,
} from '../../src/ffmpeg/encode/plan.js';

const run = promisify(execFile);

export async function tempDir(prefix = 'mf-encode-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export interface ClipOptions {
  readonly size?: string;
  readonly rate?: number;
  readonly seconds?: number;
  /** Temporal noise strength (makes the clip hard to compress). */
  readonly noise?: number;
  readonly audio?: boolean;
  readonly video?: boolean;
  readonly crf?: number;
  /** Extra output arguments (e.g. a subtitle stream). */
  readonly extra?: readonly string[];
  readonly extraInputs?: readonly string[];
  /** A lavfi video source instead of testsrc2 (e.g. 'color=c=black'). */
  readonly source?: string;
  /** A lavfi audio source instead of a 440 Hz tone (duration and rate are added). */
  readonly audioSource?: string;
}

/** testsrc2 + sine, H.264/AAC in MP4 (ultrafast), written under `dir`. */
export async function makeClip(dir: string, name: string, o: ClipOptions = {}): Promise<string> {
  const file = path.join(dir, name);
  const seconds = o.seconds ?? 2;
  const video = o.video ?? true;
  const audio = o.audio ?? true;
  const args = ['-v', 'error', '-nostdin', '-y'];
  if (video) {
    const source = o.source ?? 'testsrc2';
    const sep = source.includes('=') ? ':' : '=';
    args.push('-f', 'lavfi', '-i', `${source}${sep}s=${o.size ?? '320x180'}:r=${o.rate ?? 25}:d=${seconds}`);
  }
  if (audio) {
    const source = o.audioSource ?? 'sine=f=440';
    const d = source.startsWith('anoisesrc') ? `:d=${seconds}:r=48000` : `:sample_rate=48000:d=${seconds}`;
    args.push('-f', 'lavfi', '-i', `${source}${d}`);
  }
  args.push(...(o.extraInputs ?? []));
  if (video && o.noise) args.push('-vf', `noise=alls=${o.noise}:allf=t`);
  if (video)
    args.push('-c:v', 'libx264', '-preset', 'ultrafast', '-crf', String(o.crf ?? 23), '-pix_fmt', 'yuv420p');
  if (audio) args.push('-c:a', 'aac', '-b:a', '128k', '-ac', '2');
  args.push(...(o.extra ?? []), file);
  await run('ffmpeg', args);
  return file;
}

export interface ProbeStream {
  readonly codec_type: string;
  readonly codec_name: string;
  readonly width?: number;
  readonly height?: number;
  readonly sample_rate?: string;
  readonly channels?: number;
  readonly r_frame_rate?: string;
  readonly pix_fmt?: string;
  readonly profile?: string;
  readonly codec_tag_string?: string;
  readonly bits_per_raw_sample?: string;
  readonly bit_rate?: string;
  readonly bits_per_sample?: number;
}

export interface Probe {
  readonly format: {
    readonly format_name: string;
    readonly duration?: string;
    readonly size: string;
    readonly tags?: Record<string, string>;
  };
  readonly streams: readonly ProbeStream[];
}

export async function probe(file: string): Promise<Probe> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  return JSON.parse(stdout) as Probe;
}

/** The container as its bytes say: the ISO brand (isom, qt, 3gp4, M4A…), 'webm'/'matroska', or the magic. */
export async function containerOf(file: string): Promise<string> {
  const head = (await readFile(file)).subarray(0, 64);
  const ascii = head.toString('latin1');
  if (ascii.slice(4, 8) === 'ftyp') return ascii.slice(8, 12).trim();
  if (head[0] === 0x1a && head[1] === 0x45) return ascii.includes('webm') ? 'webm' : 'matroska';
  return ascii.slice(0, 4);
}

/** MD5 of one stream's packets as stored (no decode): equal means the bytes were copied. */
export async function packetsMd5(file: string, stream: 'v' | 'a'): Promise<string> {
  const { stdout } = await run('ffmpeg', [
    '-v',
    'error',
    '-i',
    file,
    '-map',
    `0:${stream}:0`,
    '-c',
    'copy',
    '-f',
    'md5',
    '-',
  ]);
  return stdout.trim();
}

export const videoStream = (p: Probe) => p.streams.find((s) => s.codec_type === 'video');
export const audioStream = (p: Probe) => p.streams.find((s) => s.codec_type === 'audio');
export const durationOf = (p: Probe) => Number(p.format.duration ?? Number.NaN);

/** The MediaMetadata the upload pipeline would store for a file (container given by the test). */
export async function metadataOf(file: string, container: string): Promise<MediaMetadata> {
  const p = await probe(file);
  const v = videoStream(p);
  const a = audioStream(p);
  return {
    container,
    duration: Number(p.format.duration ?? 0) || null,
    width: v?.width ?? null,
    height: v?.height ?? null,
    videoCodec: v?.codec_name ?? null,
    audioCodec: a?.codec_name ?? null,
    hasVideo: v !== undefined,
    hasAudio: a !== undefined,
  };
}

/** Runs every command of a plan with execFile (argument arrays, no shell); answers the output's size. */
export async function runPlan(plan: EncodePlan): Promise<{ size: number }> {
  for (const command of planCommands(plan)) {
    await run(command.tool, [...command.args], { maxBuffer: 64 * 1024 * 1024 });
  }
  return { size: (await stat(plan.output)).size };
}

export const statSize = async (file: string) => ({ size: (await stat(file)).size });

export interface ConvertOptions {
  readonly input: string;
  readonly demuxer?: string;
  readonly metadata: MediaMetadata;
  readonly dir: string;
  readonly format: OutputFormat;
  readonly settings?: Record<string, unknown>;
  readonly compression?: CompressionOverrides;
  readonly subtitle?: { path: string; demuxer: string };
  readonly name?: string;
}

/** The request of a conversion in the test's directory. */
export function requestFor(o: ConvertOptions): EncodeRequest {
  const output = path.join(o.dir, o.name ?? `out.${o.format}`);
  const parsed = normaliseSettings(o.format, o.settings ?? {});
  return {
    input: { path: o.input, demuxer: o.demuxer ?? 'mov' },
    output,
    metadata: o.metadata,
    job: encodeJobFor(o.format, parsed, o.compression),
    scratch: { passLogFile: path.join(o.dir, 'pass'), intermediateWav: path.join(o.dir, 'intermediate.wav') },
    subtitle: o.subtitle,
    speed: 'ultrafast',
  };
}

/** Builds and runs a conversion; answers the output path and its probe. */
export async function convert(
  o: ConvertOptions,
): Promise<{ output: string; probe: Probe; plan: EncodePlan }> {
  const plan = buildEncodePlan(requestFor(o));
  await runPlan(plan);
  return { output: plan.output, probe: await probe(plan.output), plan };
}
