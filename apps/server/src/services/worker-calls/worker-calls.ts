/**
 * Calls from api nodes to workers through the database (docs/decisions.md D256). An api node runs no
 * ffmpeg, ffprobe or yt-dlp, yet some answers it owes in the request come from them: the caller writes a
 * call row and waits for its end; any worker claims it, runs its kind's handler and writes the answer or
 * the refusal (code, message, context), which the caller throws as the same AppError a local run would.
 * Both sides poll: calls are few (an upload's completion, a link's analysis), and the jobs table and
 * BullMQ are for work that outlives a request.
 */
import { ERROR_CODES, type ErrorCode } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error.js';
import type {
  WorkerCallEnd,
  WorkerCallFailure,
  WorkerCallRecord,
  WorkerCallsRepository,
} from '../../repositories/database/worker-calls.repository.js';
import { randomId } from '../random-id.js';
import {
  isWorkerCallKind,
  WORKER_CALL_PAYLOADS,
  type WorkerCallAnswers,
  type WorkerCallHandlers,
  type WorkerCallKind,
  type WorkerCallPayloads,
} from './worker-call-kinds.js';

/**
 * The caller looks every 20 ms while it waits (a probe takes tens of ms; one indexed read each), then
 * every 100 ms after its first 2 s (a yt-dlp lookup takes seconds).
 */
const POLL_MS = 20;
const SLOW_POLL_MS = 100;
const SLOW_AFTER_MS = 2_000;
/** How often an idle worker looks for a call: half of it is what a call waits for a worker, on average. */
export const WORKER_CALL_POLL_MS = 50;
/**
 * How often a worker proves a running call alive (the same write tells it when the caller went away),
 * and how long a caller lets a call go without a proof before it hands the call to another worker.
 */
const BEAT_MS = 500;
export const WORKER_CALL_STALE_MS = 3_000;
/** Rows past their deadline by this much are removed by the workers (a caller that died left them). */
const EXPIRED_KEEP_MS = 60_000;
const SWEEP_EVERY_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Nobody answered in time. `claimed`: a worker took the call (it ran too long) or none did (no worker). */
export class WorkerCallTimeout extends Error {
  override readonly name = 'WorkerCallTimeout';
  constructor(
    readonly kind: WorkerCallKind,
    readonly claimed: boolean,
  ) {
    super(
      claimed
        ? `a worker took the ${kind} call but did not answer in time`
        : `no worker took the ${kind} call`,
    );
  }
}

export interface WorkerCallOptions {
  /** How long the caller waits; the worker stops the call then too. */
  readonly timeoutMs: number;
  /** The caller went away: the call is cancelled and its handler aborted. */
  readonly signal?: AbortSignal | undefined;
}

export interface WorkerCalls {
  /**
   * Asks a worker; answers its answer, or throws the worker's refusal as an AppError, a
   * WorkerCallTimeout, or the signal's reason when the caller went away.
   */
  call<K extends WorkerCallKind>(
    kind: K,
    payload: WorkerCallPayloads[K],
    options: WorkerCallOptions,
  ): Promise<WorkerCallAnswers[K]>;
}

function refusalOf(failure: WorkerCallFailure): AppError {
  const code = (failure.code in ERROR_CODES ? failure.code : ERROR_CODES.INTERNAL_ERROR) as ErrorCode;
  return new AppError(code, failure.message, failure.context ? { ...failure.context } : undefined);
}

export function createWorkerCalls(deps: { readonly calls: WorkerCallsRepository }): WorkerCalls {
  return {
    async call(kind, payload, options) {
      const id = randomId();
      // Wall-clock time, not the services' clock (tests may hold that still), as the import's wait (D210).
      const deadlineAt = Date.now() + options.timeoutMs;
      await deps.calls.insert({ id, kind, payload, createdAt: Date.now(), deadlineAt });
      const startedAt = Date.now();
      let last: WorkerCallRecord | undefined;
      try {
        for (;;) {
          options.signal?.throwIfAborted();
          if (Date.now() >= deadlineAt) throw new WorkerCallTimeout(kind, last?.status === 'running');
          const wait = Date.now() - startedAt < SLOW_AFTER_MS ? POLL_MS : SLOW_POLL_MS;
          await sleep(Math.min(wait, Math.max(1, deadlineAt - Date.now())));
          last = await deps.calls.find(id);
          if (!last || last.status === 'cancelled') throw new WorkerCallTimeout(kind, true);
          // Its worker died (SIGKILL, a lost machine): back to pending, another worker takes it.
          if (last.status === 'running' && (last.claimedAt ?? 0) < Date.now() - WORKER_CALL_STALE_MS)
            await deps.calls.reclaim(id, Date.now() - WORKER_CALL_STALE_MS);
          if (last.status === 'done') return last.answer as WorkerCallAnswers[typeof kind];
          if (last.status === 'failed' && last.failure) throw refusalOf(last.failure);
        }
      } catch (error) {
        if (last?.status !== 'done' && last?.status !== 'failed')
          await deps.calls.cancel(id, Date.now()).catch(() => undefined);
        throw error;
      } finally {
        await deps.calls.remove(id).catch(() => undefined);
      }
    },
  };
}

/** What a worker tells its caller when a handler failed for a reason that is not a refusal. */
const INTERNAL_FAILURE: WorkerCallFailure = {
  code: ERROR_CODES.INTERNAL_ERROR,
  message: 'Internal server error',
};

function failureOf(error: unknown): WorkerCallFailure | undefined {
  if (error instanceof AppError) return { code: error.code, message: error.message, context: error.context };
  return undefined;
}

export interface WorkerCallRunnerDeps {
  readonly calls: WorkerCallsRepository;
  readonly handlers: WorkerCallHandlers;
  /** Calls run at once on this worker (they are short and someone waits on each). */
  readonly concurrency: number;
  readonly log: FastifyBaseLogger;
  readonly pollMs?: number;
}

export interface WorkerCallRunner {
  start(): void;
  /** No more claims; running calls are aborted and handed back (another worker takes them). */
  stop(): Promise<void>;
}

export function createWorkerCallRunner(deps: WorkerCallRunnerDeps): WorkerCallRunner {
  const pollMs = deps.pollMs ?? WORKER_CALL_POLL_MS;
  const log = deps.log.child({ component: 'worker-calls' });
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  let stopping = false;
  let loop: Promise<void> | undefined;
  let wake: (() => void) | undefined;
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  async function handle(call: WorkerCallRecord, signal: AbortSignal): Promise<unknown> {
    if (!isWorkerCallKind(call.kind))
      throw new Error(`unknown worker call kind ${JSON.stringify(call.kind)}`);
    const kind = call.kind;
    const payload = WORKER_CALL_PAYLOADS[kind].parse(call.payload);
    const handler = deps.handlers[kind] as (p: typeof payload, s: AbortSignal) => Promise<unknown>;
    return handler(payload, signal);
  }

  async function run(call: WorkerCallRecord, controller: AbortController): Promise<void> {
    const deadline = setTimeout(
      () => controller.abort(new Error('the caller stopped waiting')),
      Math.max(0, call.deadlineAt - Date.now()),
    );
    const watch = setInterval(() => {
      deps.calls
        .beat(call.id, Date.now())
        .then((running) => {
          if (!running) controller.abort(new Error('the caller went away'));
        })
        .catch(() => undefined);
    }, BEAT_MS);
    const started = Date.now();
    let end: WorkerCallEnd;
    try {
      end = { status: 'done', answer: await handle(call, controller.signal) };
    } catch (error) {
      if (stopping && controller.signal.aborted) {
        await deps.calls.release(call.id).catch(() => undefined);
        return;
      }
      const failure = failureOf(error);
      if (!failure) log.error({ err: error, kind: call.kind, callId: call.id }, 'worker call failed');
      end = { status: 'failed', failure: failure ?? INTERNAL_FAILURE };
    } finally {
      clearTimeout(deadline);
      clearInterval(watch);
    }
    const written = await deps.calls.finish(call.id, end, Date.now()).catch((error: unknown) => {
      log.warn({ err: error, callId: call.id }, 'worker call end not written');
      return false;
    });
    log.info(
      { kind: call.kind, callId: call.id, status: end.status, ms: Date.now() - started, written },
      'worker call ended',
    );
  }

  async function claimLoop(): Promise<void> {
    let sweptAt = 0;
    while (!stopping) {
      if (Date.now() - sweptAt >= SWEEP_EVERY_MS) {
        sweptAt = Date.now();
        await deps.calls.removeExpired(Date.now() - EXPIRED_KEEP_MS).catch(() => undefined);
      }
      if (running.size >= deps.concurrency) {
        await nap(pollMs);
        continue;
      }
      let call: WorkerCallRecord | undefined;
      try {
        call = await deps.calls.claimNext(Date.now());
      } catch (error) {
        log.warn({ err: error }, 'worker calls not readable; trying again');
        await nap(pollMs * 10);
        continue;
      }
      if (!call) {
        await nap(pollMs);
        continue;
      }
      const controller = new AbortController();
      const done = run(call, controller).finally(() => {
        running.delete(call.id);
        wake?.();
      });
      running.set(call.id, { controller, done });
    }
  }

  return {
    start() {
      if (loop) return;
      stopping = false;
      loop = claimLoop();
    },
    async stop() {
      stopping = true;
      wake?.();
      await loop;
      loop = undefined;
      for (const r of running.values()) r.controller.abort(new Error('the worker is stopping'));
      await Promise.all([...running.values()].map((r) => r.done));
    },
  };
}
