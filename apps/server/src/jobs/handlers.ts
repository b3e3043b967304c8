/**
 * The server's handler of every job kind. The map's type is exhaustive over JOB_KINDS: a kind added in
 * packages/shared without its handler here does not compile.
 */
import { createCompressHandler } from './compress.handler.js';
import { createConvertHandler } from './convert.handler.js';
import { createDownloadHandler, type DownloadJobDeps } from './download.handler.js';
import type { EncodeJobDeps } from './encode-job.js';
import { createImportHandler, type ImportJobDeps } from './import.handler.js';
import type { JobHandlers } from './job-kind.js';

export interface JobHandlersDeps extends EncodeJobDeps {
  /** The downloader's downloads (analyses, the fetch-and-join pipeline). */
  readonly download: DownloadJobDeps;
  /** Imports from a web link or a drive (services/imports). */
  readonly import: ImportJobDeps;
}

export function createJobHandlers(deps: JobHandlersDeps): JobHandlers {
  return {
    convert: createConvertHandler(deps),
    compress: createCompressHandler(deps),
    download: createDownloadHandler(deps.download),
    import: createImportHandler(deps.import),
  };
}
