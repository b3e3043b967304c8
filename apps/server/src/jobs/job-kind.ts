/**
 * What a job handler is: a function of its kind's typed payload and a context (the job's workspace, a
 * progress reporter, the abort signal, a logger). It knows nothing of HTTP or of the queue; the worker
 * claims the job, builds the context, picks the handler by kind and writes how the job ended.
 */
import type { ErrorCode, JobKind, JobPayloads, JobSpec } from '@mediaforge/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { StoredJobResult } from '../repositories/database/jobs.repository.js';
import type { JobInputFile, OutputFacts } from './job-files.js';

/** The job's local working directory and its one way in and out of storage (job-files.ts). */
export interface JobWorkspace {
  /** An empty directory of this job alone, removed after the run whatever its outcome. */
  readonly dir: string;
  /** A stored file fetched into this directory (once per file); undefined when it is gone. */
  fetchInput(fileId: string): Promise<JobInputFile | undefined>;
  /** A copy of an input at `localPath` inside the workspace (to publish the input itself). */
  copyInput(input: JobInputFile, localPath: string): Promise<void>;
  /** Stores a file of the workspace as the job owner's new file (a result); answers what was stored. */
  publishOutput(localPath: string, facts: OutputFacts): Promise<StoredJobResult>;
}

/**
 * How far a job is (the worker turns this into the job's percent and phase, D75): `begin` when the
 * work starts, the work's own 0-1 fraction while it runs, `finalizing` once its output is being stored.
 */
export interface JobProgressReporter {
  begin(): void;
  working(fraction: number, outputBytes?: number): void;
  finalizing(outputBytes: number): void;
}

export interface JobContext {
  readonly jobId: string;
  /** The owner key the job runs for (its inputs must be this owner's; its outputs become theirs). */
  readonly owner: string;
  readonly workspace: JobWorkspace;
  readonly progress: JobProgressReporter;
  /** Aborted on cancel, shutdown or the wall-clock cap; the handler then throws (JobStoppedError). */
  readonly signal: AbortSignal;
  readonly log: FastifyBaseLogger;
}

/** How a handler's work ended; a stop (abort) is thrown instead, as JobStoppedError. */
export type JobOutcome =
  | { readonly kind: 'completed'; readonly result: StoredJobResult }
  /** `error` is for the user; `code`, when given, is its stable code (kept with the job, D213). */
  | { readonly kind: 'failed'; readonly error: string; readonly code?: ErrorCode };

/** Thrown by a handler that stopped because its signal was aborted. */
export class JobStoppedError extends Error {
  override readonly name = 'JobStoppedError';
}

/** The handler of one payload type. */
export type PayloadHandler<P> = (payload: P, ctx: JobContext) => Promise<JobOutcome>;

/** One handler per kind of a payload map: a kind without its handler does not compile. */
export type HandlerMap<Payloads> = { readonly [K in keyof Payloads]: PayloadHandler<Payloads[K]> };

export type JobHandler<K extends JobKind> = PayloadHandler<JobPayloads[K]>;
/** The server's exhaustive map kind → handler. */
export type JobHandlers = HandlerMap<JobPayloads>;

/** A kind with its payload, over any payload map (JobSpec is this over the shared kinds). */
export type SpecOf<Payloads> = {
  [K in keyof Payloads]: { readonly kind: K; readonly payload: Payloads[K] };
}[keyof Payloads];

/** Runs the handler of the spec's kind. */
export function dispatchJob<Payloads>(
  handlers: HandlerMap<Payloads>,
  spec: SpecOf<Payloads>,
  ctx: JobContext,
): Promise<JobOutcome> {
  // The map is indexed by the spec's own kind, so its handler takes exactly this payload.
  const handler = handlers[spec.kind] as PayloadHandler<typeof spec.payload>;
  return handler(spec.payload, ctx);
}

/** The shared kinds' dispatch (JobSpec is SpecOf<JobPayloads>). */
export const runJobHandler = (handlers: JobHandlers, spec: JobSpec, ctx: JobContext): Promise<JobOutcome> =>
  dispatchJob<JobPayloads>(handlers, spec, ctx);
