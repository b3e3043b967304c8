/**
 * The encode executor over a throwaway data directory: inputs under `<dataDir>/files`, per-job scratch
 * directories from the real scratch repository, the real process runner (or a wrapper of it).
 */
import { mkdir, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import { normaliseSettings, type ProcessingMode, type VideoPreset } from '@mediaforge/shared';
import {
  createProcessRunner,
  type ProcessRunner,
  type RunRequest,
  type RunResult,
} from '../../src/repositories/process/process-runner.repository.js';
import {
  createScratchStorage,
  type ScratchStorage,
} from '../../src/repositories/storage/scratch.repository.js';
import type { EncodeOutcome, EncodeProgress, EncodeTask } from '../../src/services/encode/encode-executor.js';
import { createEncodeExecutor } from '../../src/services/encode/encode-executor.service.js';
import { corpusDir } from '../media/corpus-dir.js';
import { makeClip, metadataOf, tempDir, type ClipOptions } from './encode-helpers.js';

export interface ExecutorEnv {
  readonly dataDir: string;
  readonly filesDir: string;
  readonly scratch: ScratchStorage;
  readonly cleanup: () => Promise<void>;
}

export async function executorEnv(): Promise<ExecutorEnv> {
  const { dir, cleanup } = await tempDir('mf-executor-');
  const filesDir = path.join(dir, 'files');
  await mkdir(filesDir, { recursive: true });
  return { dataDir: dir, filesDir, scratch: createScratchStorage(dir), cleanup };
}

export interface Input {
  readonly path: string;
  readonly size: number;
  readonly metadata: EncodeTask['input']['metadata'];
}

/** A lavfi clip (320x180, 2 s by default) stored as an input, with the metadata the upload would keep. */
export async function clipInput(env: ExecutorEnv, name: string, o: ClipOptions = {}): Promise<Input> {
  const file = await makeClip(env.filesDir, name, o);
  return { path: file, size: (await stat(file)).size, metadata: await metadataOf(file, 'mp4') };
}

/** The shared media corpus (../shared/media-corpus): real files from other projects, read in place. */
export const CORPUS_DIR = corpusDir();

/** A corpus file stored as an input: linked under the data directory as uploads are, never copied. */
export async function corpusInput(env: ExecutorEnv, name: string, container = 'mp4'): Promise<Input> {
  const file = path.join(CORPUS_DIR, name);
  const link = path.join(env.filesDir, name);
  await symlink(file, link);
  return { path: link, size: (await stat(file)).size, metadata: await metadataOf(file, container) };
}

/** A runner that records every request and result while the real one runs them. */
export function recordingRunner(inner: ProcessRunner = createProcessRunner()) {
  const calls: { request: RunRequest; result?: RunResult }[] = [];
  const runner: ProcessRunner = {
    async run(request) {
      const call: { request: RunRequest; result?: RunResult } = { request };
      calls.push(call);
      call.result = await inner.run(request);
      return call.result;
    },
  };
  return { runner, calls };
}

export function executorFor(
  env: ExecutorEnv,
  o: { runner?: ProcessRunner; timeoutMs?: number; speed?: VideoPreset } = {},
) {
  return createEncodeExecutor({
    runner: o.runner ?? createProcessRunner(),
    files: env.scratch,
    ffmpegPath: 'ffmpeg',
    ffprobePath: 'ffprobe',
    soxPath: 'sox',
    timeoutMs: o.timeoutMs ?? 60_000,
    log: pino({ level: 'silent' }),
    speed: o.speed ?? 'ultrafast',
  });
}

let jobs = 0;

export async function taskFor(
  env: ExecutorEnv,
  input: Input,
  format: string,
  settings: Record<string, unknown> = {},
  mode: ProcessingMode = 'conversion',
): Promise<EncodeTask> {
  jobs += 1;
  const jobId = `job${jobs}`;
  return {
    jobId,
    input: { ...input, fileName: path.basename(input.path) },
    format,
    mode,
    // The job's typed settings, as its payload carries them (parsed once when a job is created).
    settings: normaliseSettings(format, settings),
    scratchDir: await env.scratch.create(jobId),
  };
}

/** Runs a task, collecting its progress reports. */
export async function runTask(
  executor: ReturnType<typeof createEncodeExecutor>,
  task: EncodeTask,
  signal: AbortSignal = new AbortController().signal,
): Promise<{ outcome: EncodeOutcome; progress: EncodeProgress[] }> {
  const progress: EncodeProgress[] = [];
  const outcome = await executor.run(task, { signal, onProgress: (p) => progress.push(p) });
  return { outcome, progress };
}

export function expectMonotonic(progress: readonly EncodeProgress[]): void {
  for (let i = 1; i < progress.length; i++) {
    const [a, b] = [progress[i - 1]?.fraction ?? 0, progress[i]?.fraction ?? 0];
    if (b < a) throw new Error(`progress went back from ${a} to ${b} at report ${i}`);
    if (b < 0 || b > 1) throw new Error(`progress ${b} is outside 0..1`);
  }
}

/** One task of `input` to `format` on a fresh executor (60 s per command); its outcome. */
export async function encodeOn(
  env: ExecutorEnv,
  input: Input,
  format: string,
  settings: Record<string, unknown> = {},
  mode: ProcessingMode = 'conversion',
): Promise<{ outcome: EncodeOutcome; task: EncodeTask }> {
  const task = await taskFor(env, input, format, settings, mode);
  return { outcome: (await runTask(executorFor(env), task)).outcome, task };
}

/** The output file of an outcome, or the outcome as the failure. */
export function outputOf(outcome: EncodeOutcome): string {
  if (outcome.kind !== 'file') throw new Error(JSON.stringify(outcome));
  return outcome.path;
}
