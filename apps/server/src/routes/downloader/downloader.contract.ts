import {
  downloaderDownloadRequestSchema,
  downloaderInfoRequestSchema,
  downloaderInfoSchema,
  downloaderStreamQuerySchema,
  jobStatusSchema,
  toolJobAnswerSchema,
  toolJobResultSchema,
  toolJobStatusRequestSchema,
} from '@mediaforge/shared';
import { z } from 'zod';
import { contract, ok } from '../contract.js';

const job = z.object({ jobId: z.string() });

/** The downloader's calls (downloader.md §7; downloader-results.md §7; shared DOWNLOADER_PATHS). */
export const DOWNLOADER_CONTRACTS = {
  info: contract({
    summary:
      'Analyse a link: every quality with its size and a signed link (anonymous callers pass the bot check)',
    access: 'owner',
    body: downloaderInfoRequestSchema,
    responses: { 200: ok(downloaderInfoSchema) },
    errors: [400, 401, 403, 404, 502, 503, 504],
  }),
  download: contract({
    summary: 'Download one quality of an analysis on the server (a job; its file by a token link when done)',
    access: 'owner',
    body: downloaderDownloadRequestSchema,
    responses: {
      202: ok(
        z.object({
          jobId: z.string(),
          status: jobStatusSchema,
          analysisId: z.string(),
          formatId: z.string(),
        }),
      ),
    },
    errors: [400, 401, 402, 403, 404, 410, 413, 429],
  }),
  stream: contract({
    summary: 'The file of a quality: relayed from the platform, or made by its job and then sent',
    access: 'optional-owner',
    querystring: downloaderStreamQuerySchema,
    headers: z.object({ range: z.string().optional().describe('One range: bytes=a-b, a-, -n') }),
    responses: {
      200: { description: 'The file (attachment)', contentType: 'application/octet-stream' },
      206: { description: 'The requested byte range', contentType: 'application/octet-stream' },
    },
    errors: [400, 401, 402, 403, 404, 410, 413, 415, 416, 429, 502, 504],
  }),
  toolJob: contract({
    summary: 'A downloader job (an analysis, or a server-side download) with its upper-case status',
    access: 'owner',
    params: job,
    responses: { 200: ok(toolJobAnswerSchema) },
    errors: [401, 404],
  }),
  toolJobResult: contract({
    summary: "A finished download's token and file name",
    access: 'owner',
    params: job,
    responses: { 200: ok(toolJobResultSchema) },
    errors: [401, 404, 409],
  }),
  toolJobStatus: contract({
    summary: 'The browser reports a download it started itself (a streamed link): COMPLETED, 100',
    access: 'owner',
    body: toolJobStatusRequestSchema,
    responses: { 200: ok(toolJobAnswerSchema) },
    errors: [400, 401, 404, 409],
  }),
};

/** POST /downloader/instagram/story (downloader.md §7): a username's active stories. */
export const INSTAGRAM_STORY_CONTRACT = contract({
  summary: "An Instagram profile's active stories (totalActiveStories, timeAgo, musicInfo, mentions)",
  access: 'owner',
  body: z.object({ username: z.string(), captchaToken: z.string().optional() }),
  responses: { 200: ok(downloaderInfoSchema) },
  errors: [400, 401, 403, 404, 502, 503, 504],
});
