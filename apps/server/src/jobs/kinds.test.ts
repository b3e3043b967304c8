import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  JOB_KINDS,
  JOB_PAYLOAD_SCHEMAS,
  type JobKind,
  type JobPayloads,
  type MediaMetadata,
} from '@mediaforge/shared';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { StoredJobResult } from '../repositories/database/jobs.repository.js';
import { createJobHandlers } from './handlers.js';
import type { OutputFacts } from './job-files.js';
import {
  dispatchJob,
  JobStoppedError,
  type HandlerMap,
  type JobContext,
  type JobHandler,
  type JobHandlers,
  type PayloadHandler,
} from './job-kind.js';

/**
 * A kind added the way a real one is: its payload schema and one handler file (here inline). It joins
 * the same handler-map type as the shipped kinds; the map does not compile without its handler.
 */
const echoPayloadSchema = z.object({ text: z.string().min(1), fileName: z.string().default('echo.txt') });
type TestPayloads = JobPayloads & { readonly echo: z.output<typeof echoPayloadSchema> };

const TEXT_METADATA: MediaMetadata = {
  container: 'txt',
  duration: null,
  width: null,
  height: null,
  videoCodec: null,
  audioCodec: null,
  hasVideo: false,
  hasAudio: false,
};

/** The test kind's handler: writes its text in the workspace and publishes it. */
const echoHandler: PayloadHandler<TestPayloads['echo']> = async (payload, ctx) => {
  ctx.progress.begin();
  if (ctx.signal.aborted) throw new JobStoppedError('stopped');
  const file = path.join(ctx.workspace.dir, payload.fileName);
  await writeFile(file, payload.text);
  ctx.progress.finalizing(payload.text.length);
  const result = await ctx.workspace.publishOutput(file, {
    fileName: payload.fileName,
    mimeType: 'text/plain',
    size: payload.text.length,
    metadata: TEXT_METADATA,
    sha256: '',
    format: 'txt',
    source: false,
  });
  return { kind: 'completed', result };
};

const notCalled: JobHandler<JobKind> = () => Promise.reject(new Error('not this kind'));
const unused = { convert: notCalled, compress: notCalled, download: notCalled, import: notCalled } as const;

describe('job kinds: one handler per kind, chosen by the kind', () => {
  let dir: string;
  const published: { localPath: string; facts: OutputFacts; bytes: string }[] = [];
  const progress: string[] = [];

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mf-kinds-'));
    published.length = 0;
    progress.length = 0;
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  function context(signal: AbortSignal = new AbortController().signal): JobContext {
    return {
      jobId: 'job-1',
      owner: 'anonymous:anon_kinds',
      workspace: {
        dir,
        fetchInput: () => Promise.resolve(undefined),
        copyInput: () => Promise.reject(new Error('no input')),
        async publishOutput(localPath, facts): Promise<StoredJobResult> {
          published.push({ localPath, facts, bytes: await readFile(localPath, 'utf8') });
          return { ...facts, fileId: 'out-1', expiresAt: 1 };
        },
      },
      progress: {
        begin: () => progress.push('begin'),
        working: (fraction) => progress.push(`working ${fraction}`),
        finalizing: (bytes) => progress.push(`finalizing ${bytes}`),
      },
      signal,
      log: pino({ level: 'silent' }),
    };
  }

  it('the shipped map has exactly one handler per shared kind', () => {
    const handlers = createJobHandlers({
      executor: { run: () => Promise.reject(new Error('no engine')) },
      now: () => 0,
      download: {
        analyses: {
          find: () => Promise.resolve(undefined),
          update: () => Promise.resolve(undefined),
        },
        pipeline: { run: () => Promise.reject(new Error('no downloads')) },
        files: { stat: () => Promise.resolve(undefined), sha256: () => Promise.resolve('') },
        now: () => 0,
      },
      import: { pipeline: { run: () => Promise.reject(new Error('no imports')) } },
    });
    expect(Object.keys(handlers).sort()).toEqual([...JOB_KINDS].sort());
    expect(Object.keys(JOB_PAYLOAD_SCHEMAS).sort()).toEqual([...JOB_KINDS].sort());
  });

  it('a new kind is one payload schema plus one handler: dispatched by its kind with its parsed payload', async () => {
    const handlers: HandlerMap<TestPayloads> = { ...unused, echo: echoHandler };
    const payload = echoPayloadSchema.parse({ text: 'hello' });
    const outcome = await dispatchJob(handlers, { kind: 'echo', payload }, context());
    expect(outcome).toEqual({
      kind: 'completed',
      result: expect.objectContaining({ fileId: 'out-1', fileName: 'echo.txt', size: 5 }) as StoredJobResult,
    });
    expect(published).toEqual([
      expect.objectContaining({ localPath: path.join(dir, 'echo.txt'), bytes: 'hello' }),
    ]);
    expect(progress).toEqual(['begin', 'finalizing 5']);
  });

  it('each kind reaches its own handler only', async () => {
    const seen: string[] = [];
    const recording =
      (name: string): JobHandler<JobKind> =>
      () => {
        seen.push(name);
        return Promise.resolve({ kind: 'failed', error: name });
      };
    const handlers: JobHandlers = {
      convert: recording('convert'),
      compress: recording('compress'),
      download: recording('download'),
      import: recording('import'),
    };
    const settings = { kind: 'video', settings: {} };
    const convert = JOB_PAYLOAD_SCHEMAS.convert.parse({ fileId: 'f', format: 'mp4', settings });
    const compress = JOB_PAYLOAD_SCHEMAS.compress.parse({
      fileId: 'f',
      format: 'keep_original',
      settings: {},
    });
    await dispatchJob(handlers, { kind: 'compress', payload: compress }, context());
    await dispatchJob(handlers, { kind: 'convert', payload: convert }, context());
    expect(seen).toEqual(['compress', 'convert']);
  });

  it('a stop reaches the handler through its context', async () => {
    const controller = new AbortController();
    controller.abort('cancel');
    const handlers: HandlerMap<TestPayloads> = { ...unused, echo: echoHandler };
    const payload = echoPayloadSchema.parse({ text: 'never' });
    await expect(
      dispatchJob(handlers, { kind: 'echo', payload }, context(controller.signal)),
    ).rejects.toThrow(JobStoppedError);
    expect(published).toEqual([]);
  });

  it('a payload is refused by its schema when the job is created, not when it runs', () => {
    expect(echoPayloadSchema.safeParse({ text: '' }).success).toBe(false);
    const convert = JOB_PAYLOAD_SCHEMAS.convert.safeParse({ fileId: 'f', format: 'exe', settings: {} });
    expect(convert.success).toBe(false);
  });
});

// Type-level: a handler map without a handler for every kind does not compile.
// @ts-expect-error the echo kind has no handler
export const missingTestHandler: HandlerMap<TestPayloads> = { ...unused };
// @ts-expect-error compress and download have no handler
export const missingShippedHandler: JobHandlers = { convert: notCalled };
// @ts-expect-error a handler receives its own kind's payload, not another's
export const wrongPayload: HandlerMap<TestPayloads> = { ...unused, echo: notCalled };
