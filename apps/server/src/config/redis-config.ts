import { z } from 'zod';

/**
 * The Redis part of the configuration (DESIGN.md §1 scaled mode): set `REDIS_URL` and the job queue
 * becomes BullMQ, socket.io fans out through Redis, and the shared limits (sign-in throttle, session
 * issuance, bot-check replays, WhatsApp lookups) are counted there. env.ts hands this module the same
 * cleaned variables; without `REDIS_URL` the other variables are ignored.
 */
const ms = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const redisSchema = z.object({
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional(),
  /** Every key this install writes starts with it, so installs can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')
    .default('mediaforge'),
  // BullMQ's defaults (docs.bullmq.io "Stalled Jobs"): a worker renews its lock every half lockDuration;
  // a job whose lock lapsed is handed on at the next stalled check.
  QUEUE_LOCK_DURATION_MS: ms(1000, 600_000).default(30_000),
  QUEUE_STALLED_INTERVAL_MS: ms(500, 600_000).default(30_000),
  /** How often a worker compares the jobs table with the queue (a lost enqueue, a flushed Redis). */
  QUEUE_RECONCILE_INTERVAL_MS: ms(1000, 3_600_000).default(60_000),
});

export interface RedisConfig {
  readonly url: string;
  readonly prefix: string;
  readonly queue: {
    readonly lockDurationMs: number;
    readonly stalledIntervalMs: number;
    readonly reconcileIntervalMs: number;
  };
}

/** The scaled mode's Redis settings, or undefined in the embedded mode (no `REDIS_URL`). */
export function toRedisConfig(e: z.infer<typeof redisSchema>): RedisConfig | undefined {
  if (!e.REDIS_URL) return undefined;
  return {
    url: e.REDIS_URL,
    prefix: e.REDIS_PREFIX,
    queue: {
      lockDurationMs: e.QUEUE_LOCK_DURATION_MS,
      stalledIntervalMs: e.QUEUE_STALLED_INTERVAL_MS,
      reconcileIntervalMs: e.QUEUE_RECONCILE_INTERVAL_MS,
    },
  };
}
