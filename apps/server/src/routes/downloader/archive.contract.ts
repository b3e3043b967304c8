import { downloaderArchiveQuerySchema } from '@mediaforge/shared';
import { contract } from '../contract.js';

/** GET /api/downloader/archive (D190): "Download all" of an analysis as one streamed ZIP. */
export const ARCHIVE_CONTRACT = contract({
  summary: 'Download all: the files of one of your analyses as one ZIP, written while they are fetched',
  description:
    'Stored entries, ZIP64 where needed, sizes in data descriptors. One credit per file, each file once ' +
    '(a file already downloaded on its own is free). x-archive-items and x-archive-expected-bytes tell ' +
    'the progress; files the platform did not deliver are named in missing-files.txt.',
  access: 'owner',
  querystring: downloaderArchiveQuerySchema,
  responses: { 200: { description: 'The ZIP archive (attachment)', contentType: 'application/zip' } },
  errors: [400, 401, 402, 403, 404, 409, 410, 413, 429],
});
