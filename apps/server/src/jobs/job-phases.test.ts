import { JOB_PROGRESS_MESSAGES, type JobPhase } from '@mediaforge/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { OWNER, until, type JobKit } from '../../test/helpers/job-kit.js';
import { useQueueAdapters } from '../../test/helpers/queue-adapters.js';

/** An object store whose adoption of the result waits until the test lets it go: finalizing, held open. */
function heldImport() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = false;
  return {
    store: {
      fetchTo: (key: string) => Promise.resolve({ key, size: 0, modifiedAt: 0 }),
      adopt: async (_file: { path: string }, key: string) => {
        started = true;
        await gate;
        return { key, size: 0, modifiedAt: 0 };
      },
      delete: () => Promise.resolve(),
    },
    release: () => release(),
    started: () => started,
  };
}

describe.each(useQueueAdapters())('job phases on the $name queue (CC §3 "Current job")', (adapter) => {
  let kit: JobKit;
  afterEach(async () => {
    await kit.close();
  });

  it('CC-3.14 the encode reads processing to its very end; storing the result reads finalizing, polled and live', async () => {
    const held = heldImport();
    kit = await adapter.kit({ store: held.store });
    await kit.worker.start();
    const file = await kit.addFile(OWNER);
    const { jobId } = await kit.service.create(OWNER, {
      fileId: file.id,
      format: 'mp4',
      body: { settings: {} },
    });
    const run = await until(() => kit.runs[0]);

    // An encoder whose out_time reached the duration is still flushing: not yet finalizing.
    run.options.onProgress({ fraction: 1 });
    kit.clock += 1000;
    run.options.onProgress({ fraction: 1 });
    expect(await kit.service.status(OWNER, jobId)).toMatchObject({ phase: 'processing', progress: 89 });

    run.resolve({ kind: 'file', path: `/data/scratch/${jobId}/output.mp4`, size: 99, format: 'mp4' });
    await until(() => held.started());
    // Written at once, not at the next throttled write: the polling fallback sees it too.
    expect(await kit.service.status(OWNER, jobId)).toMatchObject({
      status: 'running',
      phase: 'finalizing',
      progress: 95,
      message: JOB_PROGRESS_MESSAGES.finalizing,
    });
    held.release();
    await until(async () => (await kit.service.status(OWNER, jobId)).status === 'completed');

    const phases: JobPhase[] = [];
    for (const m of kit.events.progress.filter((p) => p.jobId === jobId)) {
      if (m.phase !== undefined && phases.at(-1) !== m.phase) phases.push(m.phase);
    }
    expect(phases).toEqual(['initializing', 'processing', 'finalizing', 'completed']);
    expect(kit.events.update.filter((u) => u.jobId === jobId).map((u) => u.phase)).toEqual([
      'initializing',
      'initializing',
      'completed',
    ]);
  });
});
