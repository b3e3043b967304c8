import { cancelJob } from '../features/jobs/api/cancel-job';
import { downloadOutput } from '../features/jobs/api/download-output';
import { getJobResult } from '../features/jobs/api/get-job-result';
import { getJobStatus } from '../features/jobs/api/get-job-status';
import { startConversion } from '../features/jobs/api/start-conversion';
import { saveBlobAs } from '../lib/save-blob';
import { getBalance } from '../features/file-queue/api/get-balance';
import { getDailyStatus } from '../features/file-queue/api/get-daily-status';
import type { CompressionSettingsBuilder } from '../features/file-queue/convert-request';
import { creditPreflight } from '../features/file-queue/credit-preflight';
import { QueueController } from '../features/file-queue/queue-controller';
import { restoreRows, serializeRows, storageKey } from '../features/file-queue/queue-persistence';
import type { ScreenContext } from '../features/file-queue/queued-file';
import { createUploadTask } from '../features/uploads/create-upload-task';
import { visitorTier } from '../lib/auth-session';
import { browserClock } from '../lib/job-tracker';
import { jobSocket } from '../lib/job-socket';
import { randomId } from '../lib/random-id';

/** Saves wait this long after a change, so progress ticks do not each write sessionStorage. */
const SAVE_DELAY_MS = 500;

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * One screen's list as the browser runs it: uploads from features/uploads, jobs from features/jobs,
 * the credit pre-flight, live job updates, and its rows kept in sessionStorage across a reload (CC-2.15).
 */
export function browserQueue(
  key: string,
  context: ScreenContext,
  buildCompression?: CompressionSettingsBuilder,
): QueueController {
  const storage = session();
  const controller = new QueueController(
    context,
    {
      createTask: (file) => createUploadTask(file),
      jobs: { start: startConversion, status: getJobStatus, result: getJobResult, cancel: cancelJob },
      feed: jobSocket,
      clock: browserClock,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      newId: () => randomId(8),
      checkCredits: async () =>
        creditPreflight(await visitorTier(), { dailyStatus: getDailyStatus, balance: getBalance }),
      download: { fetchFile: (url) => downloadOutput(url), save: saveBlobAs, baseUrl: window.location.href },
      ...(buildCompression === undefined ? {} : { buildCompression }),
    },
    restoreRows(storage?.getItem(storageKey(key)) ?? null),
  );
  if (storage !== undefined) {
    let saving: ReturnType<typeof setTimeout> | undefined;
    controller.store.subscribe(() => {
      if (saving !== undefined) return;
      saving = setTimeout(() => {
        saving = undefined;
        try {
          storage.setItem(storageKey(key), serializeRows(controller.store.state.files));
        } catch {
          // Storage full or blocked: the list still lives for this page.
        }
      }, SAVE_DELAY_MS);
    });
  }
  return controller;
}
