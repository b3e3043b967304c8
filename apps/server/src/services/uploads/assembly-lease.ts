import type {
  UploadSessionRecord,
  UploadSessionsRepository,
} from '../../repositories/database/upload-sessions.repository.js';

/**
 * Completing an upload is one node's job at a time (docs/decisions.md D255). The node that moves a
 * session to `assembling` holds it while it keeps renewing the session's activity; another node may take
 * over an `assembling` session nobody renewed for ASSEMBLY_LEASE_MS (its node died mid-completion), so an
 * upload is not stuck once every chunk is in. A renewal is a conditional update on the activity the
 * holder last wrote, so a holder that was taken over learns it before it publishes or fails the session.
 */
export const ASSEMBLY_LEASE_MS = 2 * 60 * 1000;
const RENEW_EVERY_MS = 20 * 1000;

export interface AssemblyLease {
  /** Renews once more: whether this completion still holds the session. */
  held(): Promise<boolean>;
  /** Stops renewing (the completion ended, whatever its outcome). */
  release(): void;
}

export interface LeaseOptions {
  readonly now: () => number;
  /** How often the holder renews (tests shorten it). */
  readonly renewEveryMs?: number;
}

/**
 * Claims the completion of `session` (as just read): an `uploading` session becomes `assembling`, an
 * `assembling` one is taken over when its lease ran out. undefined when another completion holds it.
 */
export async function claimAssembly(
  sessions: Pick<UploadSessionsRepository, 'transition' | 'renewAssembling'>,
  session: Pick<UploadSessionRecord, 'id' | 'status' | 'updatedAt'>,
  options: LeaseOptions,
): Promise<AssemblyLease | undefined> {
  const { now } = options;
  let since = now();
  const claimed =
    session.status === 'uploading'
      ? await sessions.transition(session.id, 'uploading', 'assembling', since)
      : session.status === 'assembling' &&
        session.updatedAt <= since - ASSEMBLY_LEASE_MS &&
        (await sessions.renewAssembling(session.id, session.updatedAt, since));
  if (!claimed) return undefined;

  let lost = false;
  const renew = async (): Promise<boolean> => {
    if (lost) return false;
    // Always a new value, so the condition of the next renewal names this one only.
    const next = Math.max(now(), since + 1);
    if (await sessions.renewAssembling(session.id, since, next)) since = next;
    else lost = true;
    return !lost;
  };
  // Renewals run one after the other; a failed write (the database away for a moment) is not a loss.
  let chain: Promise<boolean> = Promise.resolve(true);
  const timer = setInterval(() => {
    chain = chain.then(renew, renew).catch(() => !lost);
  }, options.renewEveryMs ?? RENEW_EVERY_MS);
  timer.unref();
  return {
    held() {
      chain = chain.then(renew, renew);
      return chain;
    },
    release: () => clearInterval(timer),
  };
}

/**
 * The embedded mode's claim: one process receives every upload and its per-upload lock already keeps a
 * second completion out, so the `uploading → assembling` update is the whole claim, as before D255: no
 * renewals, no takeover (a completion cut short by a stop is undone at the next boot).
 */
export async function claimSoleAssembly(
  sessions: Pick<UploadSessionsRepository, 'transition'>,
  uploadId: string,
  now: number,
): Promise<AssemblyLease | undefined> {
  if (!(await sessions.transition(uploadId, 'uploading', 'assembling', now))) return undefined;
  return { held: () => Promise.resolve(true), release: () => undefined };
}
