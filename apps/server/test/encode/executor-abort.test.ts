/**
 * Cancel, timeout and failure of the encode executor on real ffmpeg: the process group is gone when
 * `run` settles, and the error says what happened. The encodes are slowed with `-re` (read the input at
 * its own pace: a 3 s clip takes 3 s), added by a test-only runner wrapper.
 */
import { writeFile } from 'node:fs/promises';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ERROR_MESSAGES } from '@mediaforge/shared';
import {
  createProcessRunner,
  type ProcessRunner,
} from '../../src/repositories/process/process-runner.repository.js';
import { EncodeCancelledError, EncodeFailedError } from '../../src/services/encode/encode-executor.js';
import { groupMembers } from '../helpers/process-group.js';
import {
  clipInput,
  executorEnv,
  executorFor,
  expectMonotonic,
  recordingRunner,
  taskFor,
  type ExecutorEnv,
  type Input,
} from './executor-helpers.js';

let env: ExecutorEnv;
let clip: Input;

beforeAll(async () => {
  env = await executorEnv();
  clip = await clipInput(env, 'clip.mp4', { seconds: 3 });
});
afterAll(() => env.cleanup());

/** Inserts `-re` before the first input of every ffmpeg command. */
function realTime(inner: ProcessRunner = createProcessRunner()): ProcessRunner {
  return {
    run(request) {
      const args = [...request.args];
      if (request.command === 'ffmpeg') args.splice(args.indexOf('-protocol_whitelist'), 0, '-re');
      return inner.run({ ...request, args });
    },
  };
}

describe('encode executor: cancel', () => {
  it('abort mid-encode kills the process group and rejects with EncodeCancelledError', async () => {
    const { runner, calls } = recordingRunner(realTime());
    const task = await taskFor(env, clip, 'webm');
    const controller = new AbortController();
    const fractions: number[] = [];
    const started = Date.now();
    const run = executorFor(env, { runner }).run(task, {
      signal: controller.signal,
      onProgress: (p) => {
        fractions.push(p.fraction);
        // ffmpeg is running once it reports bytes written.
        if (p.outputBytes !== undefined) controller.abort();
      },
    });
    await expect(run).rejects.toBeInstanceOf(EncodeCancelledError);
    expect(Date.now() - started).toBeLessThan(2900);
    // The job-time stream probe (D60), then the encode that was stopped.
    expect(calls.map((c) => c.request.command)).toEqual(['ffprobe', 'ffmpeg']);
    const result = calls[1]?.result;
    expect(result?.aborted).toBe(true);
    expect(groupMembers(result?.pid ?? 0)).toEqual([]);
    expectMonotonic(fractions.map((fraction) => ({ fraction })));
    expect(fractions.at(-1)).toBeLessThan(1);

    // Only the scratch directory was written to; once the caller removes it, nothing comes back.
    await env.scratch.remove(task.jobId);
    await new Promise((r) => setTimeout(r, 200));
    expect(existsSync(task.scratchDir)).toBe(false);
    expect(readdirSync(env.filesDir)).toEqual(['clip.mp4']);
  });

  it('an already aborted signal rejects before anything runs', async () => {
    const { runner, calls } = recordingRunner();
    const controller = new AbortController();
    controller.abort();
    const task = await taskFor(env, clip, 'mp4');
    await expect(
      executorFor(env, { runner }).run(task, { signal: controller.signal, onProgress: () => undefined }),
    ).rejects.toBeInstanceOf(EncodeCancelledError);
    expect(calls).toEqual([]);
  });

  it('abort between two passes does not start the second', async () => {
    const { runner, calls } = recordingRunner();
    const controller = new AbortController();
    const task = await taskFor(
      env,
      clip,
      'mp4',
      {
        processing_mode: 'compression',
        compression_settings: {
          compression_method: 'bitrate_targeted',
          target_bitrate: '300K',
          two_pass_encoding: true,
        },
      },
      'compression',
    );
    const run = executorFor(env, { runner }).run(task, {
      signal: controller.signal,
      // 0.5 is where the second pass begins.
      onProgress: (p) => p.fraction >= 0.5 && controller.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(EncodeCancelledError);
    expect(calls.length).toBeLessThanOrEqual(2);
    expect(calls.at(-1)?.result?.aborted ?? true).toBe(true);
  });
});

describe('encode executor: failures', () => {
  it('a command past the wall clock fails with the timeout message', async () => {
    const { runner, calls } = recordingRunner(realTime());
    const task = await taskFor(env, clip, 'mp4');
    const fractions: number[] = [];
    const run = executorFor(env, { runner, timeoutMs: 300 }).run(task, {
      signal: new AbortController().signal,
      onProgress: (p) => fractions.push(p.fraction),
    });
    await expect(run).rejects.toMatchObject({
      name: 'EncodeFailedError',
      message: JOB_ERROR_MESSAGES.timeout,
      timedOut: true,
    });
    const encode = calls.find((c) => c.request.command === 'ffmpeg');
    expect(encode?.result?.timedOut).toBe(true);
    expect(groupMembers(encode?.result?.pid ?? 0)).toEqual([]);
    // The `progress=end` ffmpeg prints when stopped does not complete the bar.
    expect(Math.max(...fractions)).toBeLessThan(0.5);
  });

  it('ffmpeg failing on a corrupt file gives the corrupted-file message (D58) and its stderr tail', async () => {
    // An ISO file header (sniffs as mov) followed by garbage: ffmpeg's mov demuxer gives up.
    const corrupt = path.join(env.filesDir, 'corrupt.mp4');
    await writeFile(
      corrupt,
      Buffer.concat([Buffer.from('\0\0\0\x18ftypisom\0\0\0\0isomiso2'), Buffer.alloc(4000, 0x41)]),
    );
    const task = await taskFor(env, { ...clip, path: corrupt, size: 4024 }, 'mp4');
    const error: unknown = await executorFor(env)
      .run(task, { signal: new AbortController().signal, onProgress: () => undefined })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EncodeFailedError);
    const failure = error as EncodeFailedError;
    expect(failure.message).toBe(JOB_ERROR_MESSAGES.corrupted);
    expect(failure.timedOut).toBe(false);
    expect(failure.stderrTail).toMatch(/moov atom not found|Invalid data/);
  });

  it('a missing input fails as an input-file problem without running anything', async () => {
    const { runner, calls } = recordingRunner();
    const task = await taskFor(env, { ...clip, path: path.join(env.filesDir, 'gone') }, 'mp4');
    const outcome = await executorFor(env, { runner }).run(task, {
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    expect(outcome).toEqual({ kind: 'failed', message: JOB_ERROR_MESSAGES.inputFile });
    expect(calls).toEqual([]);
  });
});
