import { visitorTier } from '../lib/auth-session';
import { onScreenClear, publishScreenFileCount } from '../lib/screen-files';
import { jobSocket } from '../lib/job-socket';
import { randomId } from '../lib/random-id';
import { cancelJob } from '../features/jobs/api/cancel-job';
import { downloadOutput } from '../features/jobs/api/download-output';
import { getBalance } from '../features/file-queue/api/get-balance';
import { getDailyStatus } from '../features/file-queue/api/get-daily-status';
import { getJobResult } from '../features/jobs/api/get-job-result';
import { getJobStatus } from '../features/jobs/api/get-job-status';
import { startConversion } from '../features/jobs/api/start-conversion';
import { createUploadTask } from '../features/uploads/create-upload-task';
import { saveBlob } from '../features/jobs/save-blob';
import type { CompressionSettingsBuilder } from '../features/file-queue/convert-request';
import { creditPreflight } from '../features/file-queue/credit-preflight';
import { browserClock } from '../features/jobs/job-tracker';
import { QueueController } from '../features/file-queue/queue-controller';
import { restoreRows, serializeRows, storageKey } from '../features/file-queue/queue-persistence';
import type { ScreenContext } from '../features/file-queue/queued-file';

const controllers = new Map<string, QueueController>();
/** Saves wait this long after a change, so progress ticks do not each write sessionStorage. */
const SAVE_DELAY_MS = 500;

function session(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

function create(key: string, context: ScreenContext, buildCompression?: CompressionSettingsBuilder) {
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
      download: { fetchFile: (url) => downloadOutput(url), save: saveBlob, baseUrl: window.location.href },
      ...(buildCompression === undefined ? {} : { buildCompression }),
    },
    restoreRows(storage?.getItem(storageKey(key)) ?? null),
  );
  let saving: ReturnType<typeof setTimeout> | undefined;
  const publish = () => {
    publishScreenFileCount(key, controller.store.state.files.length);
    if (storage === undefined || saving !== undefined) return;
    saving = setTimeout(() => {
      saving = undefined;
      try {
        storage.setItem(storageKey(key), serializeRows(controller.store.state.files));
      } catch {
        // Storage full or blocked: the list still lives for this page.
      }
    }, SAVE_DELAY_MS);
  };
  controller.store.subscribe(publish);
  onScreenClear(key, () => controller.clear());
  // Created while the section renders: telling the page (which collapses its sub-bar) must wait until
  // that render is over, or React would update one component while rendering another.
  queueMicrotask(publish);
  return controller;
}

/**
 * The list of one screen, keyed by processing mode plus path (CC-2.15): created on the first visit,
 * then the same one every time, with its rows restored from sessionStorage after a reload.
 */
export function queueFor(
  key: string,
  context: ScreenContext,
  buildCompression?: CompressionSettingsBuilder,
): QueueController {
  let controller = controllers.get(key);
  if (controller === undefined) {
    controller = create(key, context, buildCompression);
    controllers.set(key, controller);
  }
  return controller;
}
