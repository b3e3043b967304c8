import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ERROR_CODES } from '@mediaforge/shared';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.js';
import { migrateToLatest, openSqliteDatabase, type Db } from '../../src/repositories/database/database.js';
import {
  createWorkerCallsRepository,
  type WorkerCallsRepository,
} from '../../src/repositories/database/worker-calls.repository.js';
import type { EngineStatus } from '../../src/services/downloader/engine-status.js';
import type { WorkerCallHandlers } from '../../src/services/worker-calls/worker-call-kinds.js';
import {
  createWorkerCallRunner,
  createWorkerCalls,
  WORKER_CALL_STALE_MS,
  WorkerCallTimeout,
  type WorkerCallRunner,
} from '../../src/services/worker-calls/worker-calls.js';

const ENGINE: EngineStatus = {
  name: 'yt-dlp',
  path: '/usr/bin/yt-dlp',
  version: '2023.03.04',
  releasedAt: '2023-03-04',
  ageDays: 1000,
  outdated: true,
};

const notUsed = () => Promise.reject(new Error('not this test'));

/** Handlers whose engine-status answer the test decides. */
function handlers(engine: (signal: AbortSignal) => Promise<EngineStatus>): WorkerCallHandlers {
  return { 'media-check': notUsed, 'link-lookup': notUsed, 'engine-status': (_p, signal) => engine(signal) };
}

/**
 * The calls from api nodes to workers (D256) on a real database: the caller's answer or refusal is the
 * worker's, nobody's call is run twice, a caller that leaves stops the worker, a stopping worker hands
 * its call on.
 */
describe('worker calls: an api node asks, a worker answers, through the database (D256)', () => {
  let dir: string;
  let db: Db;
  let repo: WorkerCallsRepository;
  const runners: WorkerCallRunner[] = [];
  const runner = (h: WorkerCallHandlers) => {
    const r = createWorkerCallRunner({
      calls: repo,
      handlers: h,
      concurrency: 4,
      log: pino({ level: 'silent' }),
      pollMs: 20,
    });
    runners.push(r);
    r.start();
    return r;
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'worker-calls-'));
    db = openSqliteDatabase(path.join(dir, 'calls.db'));
    await migrateToLatest(db);
    repo = createWorkerCallsRepository(db);
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const remaining = async () => (await db.selectFrom('worker_calls').select('id').execute()).length;

  it('the answer is the worker’s; the call row is gone once read', async () => {
    const r = runner(handlers(() => Promise.resolve(ENGINE)));
    const calls = createWorkerCalls({ calls: repo });
    expect(await calls.call('engine-status', {}, { timeoutMs: 5_000 })).toEqual(ENGINE);
    expect(await remaining()).toBe(0);
    await r.stop();
  });

  it('a refusal reaches the caller as the same AppError (code, message, context, status); anything else as INTERNAL_ERROR', async () => {
    const refusal = new AppError(
      ERROR_CODES.CODEC_NOT_SUPPORTED,
      'This file’s video codec is not supported: VVC',
      {
        kind: 'video',
        codec: 'VVC',
      },
    );
    let fail: Error = refusal;
    const r = runner(handlers(() => Promise.reject(fail)));
    const calls = createWorkerCalls({ calls: repo });
    const thrown = await calls.call('engine-status', {}, { timeoutMs: 5_000 }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: 'CODEC_NOT_SUPPORTED',
      message: refusal.message,
      context: { kind: 'video', codec: 'VVC' },
      statusCode: refusal.statusCode,
    });
    fail = new Error('a bug with a path /srv/secret in it');
    const internal = await calls.call('engine-status', {}, { timeoutMs: 5_000 }).catch((e: unknown) => e);
    expect(internal).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    expect(await remaining()).toBe(0);
    await r.stop();
  });

  it('with no worker running the caller gives up at its timeout, saying nobody took the call', async () => {
    const calls = createWorkerCalls({ calls: repo });
    const started = Date.now();
    const thrown = await calls.call('engine-status', {}, { timeoutMs: 400 }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(WorkerCallTimeout);
    expect(thrown).toMatchObject({ claimed: false, kind: 'engine-status' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(await remaining()).toBe(0);
  });

  it('a caller that leaves aborts the handler on the worker', async () => {
    let aborted: (() => void) | undefined;
    const abortSeen = new Promise<void>((resolve) => (aborted = resolve));
    let started: (() => void) | undefined;
    const startSeen = new Promise<void>((resolve) => (started = resolve));
    const r = runner(
      handlers(
        (signal) =>
          new Promise((_resolve, reject) => {
            started?.();
            signal.addEventListener('abort', () => {
              aborted?.();
              reject(new Error('stopped'));
            });
          }),
      ),
    );
    const calls = createWorkerCalls({ calls: repo });
    const leave = new AbortController();
    const call = calls
      .call('engine-status', {}, { timeoutMs: 30_000, signal: leave.signal })
      .catch((e: unknown) => e);
    await startSeen;
    leave.abort(new Error('the visitor went away'));
    expect(await call).toMatchObject({ message: 'the visitor went away' });
    await abortSeen;
    await r.stop();
  });

  it('a worker that stops hands its running call back; another worker answers it, once', async () => {
    let takenBy = '';
    let runs = 0;
    const first = runner(
      handlers(
        (signal) =>
          new Promise((_resolve, reject) => {
            runs += 1;
            takenBy = 'first';
            signal.addEventListener('abort', () => reject(new Error('stopping')));
          }),
      ),
    );
    const calls = createWorkerCalls({ calls: repo });
    const answer = calls.call('engine-status', {}, { timeoutMs: 20_000 });
    while (takenBy !== 'first') await new Promise((resolve) => setTimeout(resolve, 10));
    await first.stop();
    expect((await db.selectFrom('worker_calls').select('status').execute()).map((r) => r.status)).toEqual([
      'pending',
    ]);
    const second = runner(
      handlers(() => {
        runs += 1;
        return Promise.resolve({ ...ENGINE, version: '2026.11.01' });
      }),
    );
    expect((await answer).version).toBe('2026.11.01');
    expect(runs).toBe(2);
    await second.stop();
  });

  it('a call whose worker died (no proof of life for 3 s) is handed to another worker, which answers it', async () => {
    const calls = createWorkerCalls({ calls: repo });
    const started = Date.now();
    const answer = calls.call('engine-status', {}, { timeoutMs: 20_000 });
    // A worker that claims the call and is then killed: it never proves the call alive again.
    let dead: Awaited<ReturnType<WorkerCallsRepository['claimNext']>>;
    while (!(dead = await repo.claimNext(Date.now())))
      await new Promise((resolve) => setTimeout(resolve, 10));
    let runs = 0;
    const alive = runner(
      handlers(() => {
        runs += 1;
        return Promise.resolve({ ...ENGINE, version: '2026.11.02' });
      }),
    );
    expect((await answer).version).toBe('2026.11.02');
    expect(dead.id).toBeTruthy();
    expect(runs).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(WORKER_CALL_STALE_MS);
    expect(Date.now() - started).toBeLessThan(WORKER_CALL_STALE_MS + 2_000);
    await alive.stop();
  });

  it('a worker proves a long call alive: it is not handed on while it runs', async () => {
    let runs = 0;
    const r = runner(
      handlers(() => {
        runs += 1;
        return new Promise((resolve) => setTimeout(() => resolve(ENGINE), WORKER_CALL_STALE_MS + 1_500));
      }),
    );
    const second = runner(handlers(() => Promise.reject(new Error('the call was handed on'))));
    const calls = createWorkerCalls({ calls: repo });
    expect(await calls.call('engine-status', {}, { timeoutMs: 20_000 })).toEqual(ENGINE);
    expect(runs).toBe(1);
    await Promise.all([r.stop(), second.stop()]);
  });

  it('many calls across two workers: each is answered, by one handler run', async () => {
    let runs = 0;
    const engine = () => {
      runs += 1;
      return new Promise<EngineStatus>((resolve) => setTimeout(() => resolve(ENGINE), 30));
    };
    const [a, b] = [runner(handlers(engine)), runner(handlers(engine))];
    const calls = createWorkerCalls({ calls: repo });
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => calls.call('engine-status', {}, { timeoutMs: 20_000 })),
    );
    expect(answers).toHaveLength(16);
    expect(runs).toBe(16);
    expect(await remaining()).toBe(0);
    await Promise.all([a.stop(), b.stop()]);
  });
});
