/**
 * The compress kind: a stored video made smaller in a video format or its own container; the engine
 * may hand back the untouched source when it is already the better file.
 */
import { runEncodeJob, type EncodeJobDeps } from './encode-job.js';
import type { JobHandler } from './job-kind.js';

export function createCompressHandler(deps: EncodeJobDeps): JobHandler<'compress'> {
  return (payload, ctx) =>
    runEncodeJob(
      { mode: 'compression', ...payload, settings: { kind: 'video', settings: payload.settings } },
      ctx,
      deps,
    );
}
