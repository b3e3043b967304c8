import { describe, expect, it, vi } from 'vitest';
import { QueueController, type QueueControllerDeps } from './queue-controller';
import type { QueueNotice } from './queue-store';
import { compression, conversion } from './test-rows';
import type { ScreenContext } from './queued-file';

// Files an import stored on the server join the list without an upload (CC §4, the picker's onImported).

function setup(context: ScreenContext) {
  let ids = 0;
  const createTask = vi.fn<QueueControllerDeps['createTask']>(() => {
    throw new Error('an imported file is never uploaded');
  });
  const deps: QueueControllerDeps = {
    createTask,
    jobs: {
      start: () => Promise.resolve({ jobId: 'job1' }),
      status: (jobId) => Promise.resolve({ jobId, status: 'running', progress: 0 }),
      result: () => Promise.resolve({}),
      cancel: () => Promise.resolve(undefined),
    },
    feed: { subscribe: () => () => undefined, isLive: () => true },
    clock: { now: () => 0, setTimeout: () => 0, clearTimeout: () => undefined },
    sleep: () => Promise.resolve(),
    newId: () => `id${String(++ids)}`,
    download: { fetchFile: () => Promise.resolve(new Blob()), save: () => undefined, baseUrl: 'http://x/' },
  };
  const controller = new QueueController(context, deps);
  const notices: QueueNotice[] = [];
  controller.store.onNotice((notice) => notices.push(notice));
  return { controller, createTask, notices };
}

const imported = (fileName: string, mimeType = 'video/mp4') => ({
  fileId: `f-${fileName}`,
  fileName,
  fileSize: 19_000,
  mimeType,
  importMethod: 'google-drive' as const,
});

describe('imported files in the queue', () => {
  it('CC-4.03 an imported file joins at upload_ready with 100 %, its stored file id and source, and uploads nothing', () => {
    const { controller, createTask } = setup(conversion);
    controller.addImported([imported('clip.mp4')]);
    expect(controller.store.state.files).toEqual([
      expect.objectContaining({
        name: 'clip.mp4',
        status: 'upload_ready',
        fileId: 'f-clip.mp4',
        uploadProgress: 100,
        progress: 100,
        importMethod: 'google-drive',
      }),
    ]);
    expect(createTask).not.toHaveBeenCalled();
  });

  it('the list screens drive files before they are imported, as it screens chosen files', () => {
    const { controller, notices } = setup(compression);
    controller.addImported([imported('listed.mp4')]);
    const admitted = controller.admitImports([
      { name: 'listed.mp4', type: 'video/mp4', size: 10 },
      { name: 'song.mp3', type: 'audio/mpeg', size: 10 },
      { name: 'new.mp4', type: 'video/mp4', size: 10 },
    ]);
    expect(admitted.map((file) => file.name)).toEqual(['new.mp4']);
    expect(notices.map((n) => n.kind === 'rejected' && n.rejection.kind).sort()).toEqual([
      'duplicate',
      'invalidType',
    ]);
  });
});
