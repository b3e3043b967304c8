/** The convert kind: a stored file into another format, with that format's typed settings. */
import { runEncodeJob, type EncodeJobDeps } from './encode-job.js';
import type { JobHandler } from './job-kind.js';

export function createConvertHandler(deps: EncodeJobDeps): JobHandler<'convert'> {
  return (payload, ctx) => runEncodeJob({ mode: 'conversion', ...payload }, ctx, deps);
}
