/**
 * The server's handler of every job kind. The map's type is exhaustive over JOB_KINDS: a kind added in
 * packages/shared without its handler here does not compile.
 */
import { createCompressHandler } from './compress.handler.js';
import { createConvertHandler } from './convert.handler.js';
import type { EncodeJobDeps } from './encode-job.js';
import type { JobHandlers } from './job-kind.js';

export type JobHandlersDeps = EncodeJobDeps;

export function createJobHandlers(deps: JobHandlersDeps): JobHandlers {
  return {
    convert: createConvertHandler(deps),
    compress: createCompressHandler(deps),
  };
}
