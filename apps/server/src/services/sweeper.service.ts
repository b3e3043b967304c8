import type { FastifyBaseLogger } from 'fastify';
import type { AnalysesRepository } from '../repositories/database/analyses.repository.js';
import type { FilesRepository } from '../repositories/database/files.repository.js';
import type { JobsRepository } from '../repositories/database/jobs.repository.js';
import type { UploadSessionsRepository } from '../repositories/database/upload-sessions.repository.js';
import type { ObjectStore } from '../repositories/storage/object-store.repository.js';
import type { UploadWorkspace } from '../repositories/storage/upload-workspace.repository.js';
import type { KeyedMutex } from './keyed-mutex.js';

export interface SweeperDeps {
  readonly sessions: UploadSessionsRepository;
  readonly files: FilesRepository;
  /** Finished jobs expire with their result file (RESULT_TTL_MS). */
  readonly jobs: Pick<JobsRepository, 'deleteExpired'>;
  /** Downloader analyses expire with their links. */
  readonly analyses: Pick<AnalysesRepository, 'deleteExpired'>;
  /** Stored files are listed and deleted through the port. */
  readonly store: Pick<ObjectStore, 'list' | 'delete'>;
  readonly workspace: Pick<UploadWorkspace, 'removeUpload' | 'listUploads' | 'removeStaleTemp'>;
  readonly mutex: KeyedMutex;
  readonly uploadSessionTtlMs: number;
  readonly now: () => number;
}

export interface SweepReport {
  readonly sessions: number;
  readonly files: number;
  readonly jobs: number;
  readonly analyses: number;
  readonly orphans: number;
}

/** Removes what expired, files and rows together (DESIGN.md §5 "Nothing lost"; docs/decisions.md D20). */
export interface Sweeper {
  sweep(): Promise<SweepReport>;
}

const BATCH = 500;
/** A stored object younger than this may be mid-publish (renamed, row not yet written): left alone. */
const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export function createSweeper(deps: SweeperDeps): Sweeper {
  const { sessions, files, store, workspace } = deps;
  return {
    async sweep() {
      const now = deps.now();
      const idleCutoff = now - deps.uploadSessionTtlMs;
      let sessionCount = 0;
      for (const id of await sessions.listIdleSince(idleCutoff, BATCH)) {
        await deps.mutex.run(id, async () => {
          // Row first: an interrupted sweep leaves only a directory, removed below on the next run.
          await sessions.delete(id);
          await workspace.removeUpload(id);
        });
        sessionCount += 1;
      }
      let fileCount = 0;
      for (const file of await files.listExpired(now, BATCH)) {
        // File first: an interrupted sweep leaves a row whose file is gone, retried next time.
        await store.delete(file.storageKey);
        await files.delete(file.id);
        fileCount += 1;
      }
      // Finished jobs go with their results (their result rows expire at the same moment, above).
      const jobCount = await deps.jobs.deleteExpired(now, BATCH);
      const analysisCount = await deps.analyses.deleteExpired(now, BATCH);
      let orphans = await workspace.removeStaleTemp(idleCutoff);
      for (const dir of await workspace.listUploads()) {
        if (dir.modifiedAt <= idleCutoff && !(await sessions.find(dir.key))) {
          await workspace.removeUpload(dir.key);
          orphans += 1;
        }
      }
      const stale = (await store.list()).filter((o) => o.modifiedAt <= now - ORPHAN_GRACE_MS);
      for (let i = 0; i < stale.length; i += BATCH) {
        const batch = stale.slice(i, i + BATCH);
        const known = await files.existingStorageKeys(batch.map((o) => o.key));
        for (const object of batch.filter((o) => !known.has(o.key))) {
          await store.delete(object.key);
          orphans += 1;
        }
      }
      return { sessions: sessionCount, files: fileCount, jobs: jobCount, analyses: analysisCount, orphans };
    },
  };
}

/** Runs the sweep every `intervalMs` on an unref'd timer; `stop` waits for a sweep in progress. */
export function scheduleSweeps(
  sweeper: Sweeper,
  intervalMs: number,
  log: FastifyBaseLogger,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return; // the previous sweep is still going
    running = sweeper
      .sweep()
      .then((report) => {
        if (report.sessions + report.files + report.jobs + report.orphans > 0) {
          log.info(report, 'swept expired uploads and jobs');
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
