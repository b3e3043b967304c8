/**
 * What an api node asks a worker (docs/decisions.md D256), each kind with its payload's schema and its
 * answer's type. The payload is parsed on the worker (it arrives through the database); the answer is
 * the worker's own JSON and is trusted as such.
 */
import { isPlatformId, type PlatformId } from '@mediaforge/shared';
import { z } from 'zod';
import type { Extraction } from '../../extractors/extractor.js';
import type { EngineStatus } from '../downloader/engine-status.js';
import type { CheckedMedia } from '../uploads/media-intake.service.js';

export const WORKER_CALL_PAYLOADS = {
  /** An upload copied into the object store: the upload's check (ffprobe, decoders, subtitles) of it. */
  'media-check': z.object({
    storageKey: z.string().min(1),
    fileName: z.string().min(1),
    size: z.number().int().nonnegative(),
  }),
  /** yt-dlp's metadata of a link (POST /downloader/info on a platform yt-dlp serves). */
  'link-lookup': z.object({
    url: z.string().url(),
    platform: z.custom<PlatformId>((v) => typeof v === 'string' && isPlatformId(v)),
    toolType: z.string(),
  }),
  /** yt-dlp's version and age (GET /media/health). */
  'engine-status': z.object({}),
} as const;

export type WorkerCallKind = keyof typeof WORKER_CALL_PAYLOADS;

export type WorkerCallPayloads = {
  readonly [K in WorkerCallKind]: z.output<(typeof WORKER_CALL_PAYLOADS)[K]>;
};

export interface WorkerCallAnswers {
  readonly 'media-check': CheckedMedia;
  readonly 'link-lookup': Extraction;
  readonly 'engine-status': EngineStatus;
}

/** A worker's handler of each kind: aborted when the caller stops waiting or the worker stops. */
export type WorkerCallHandlers = {
  readonly [K in WorkerCallKind]: (
    payload: WorkerCallPayloads[K],
    signal: AbortSignal,
  ) => Promise<WorkerCallAnswers[K]>;
};

export const isWorkerCallKind = (kind: string): kind is WorkerCallKind =>
  Object.prototype.hasOwnProperty.call(WORKER_CALL_PAYLOADS, kind);
