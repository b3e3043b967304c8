/** Contracts of the media proxy endpoints (downloader-results.md §7; docs/decisions.md D110–D114). */
import {
  MAX_ANALYSIS_URL_LENGTH,
  mediaHealthSchema,
  mediaTokenRequestSchema,
  mediaTokenSchema,
} from '@mediaforge/shared';
import { z } from 'zod';
import { contract, ok, type ResponseDoc } from '../contract.js';

const rangeHeader = z.object({
  range: z.string().optional().describe('One range: bytes=a-b, a-, -n (passed to the platform’s CDN)'),
});

const media = (description: string): ResponseDoc => ({
  description: `${description} (nosniff, CSP sandbox)`,
  contentType: 'application/octet-stream',
});

/** POST /api/media/generate-token (and /media/generate-token). */
export const MEDIA_TOKEN_CONTRACT = contract({
  summary: 'A proxy path for a platform’s media address (other platforms get the URL back)',
  description:
    'Signs the address when it is one of the platform’s media hosts; an unsupported or switched-off platform, ' +
    'and an address that is not http(s), answer the URL as given with proxied false.',
  body: mediaTokenRequestSchema,
  responses: { 200: ok(mediaTokenSchema) },
  errors: [400, 403],
});

/** GET /api/media/health (and /media/health). */
export const MEDIA_HEALTH_CONTRACT = contract({
  summary: 'Media proxy health: platforms proxied, external proxy, download engine',
  responses: { 200: ok(mediaHealthSchema) },
});

/** GET and HEAD /api/media/proxy/{token}[/{file name}]. */
export const MEDIA_PROXY_CONTRACT = contract({
  summary: 'The media a token names, relayed from the platform’s CDN',
  description:
    'Only image/*, audio/* and video/* answers are relayed. A file name after the token makes it an ' +
    'attachment with that name and the extension of the relayed type.',
  params: z.object({ path: z.string().describe('<token> or <token>/<file name>') }),
  headers: rangeHeader,
  responses: {
    200: media('The media'),
    206: media('The requested byte range (Content-Range)'),
  },
  errors: [400, 403, 413, 415, 416, 502, 504],
});

/** GET /api/media/proxy-audio: the query. */
export const mediaProxyAudioQuerySchema = z.object({
  url: z.string().min(1).max(MAX_ANALYSIS_URL_LENGTH).describe('An audio address on a platform’s CDN'),
});

/** GET and HEAD /api/media/proxy-audio?url=… */
export const MEDIA_PROXY_AUDIO_CONTRACT = contract({
  summary: 'Audio from a platform’s CDN, relayed',
  description: 'Only the media hosts of enabled platforms, and only audio/* (or video/mp4) answers.',
  querystring: mediaProxyAudioQuerySchema,
  headers: rangeHeader,
  responses: { 200: media('The audio'), 206: media('The requested byte range (Content-Range)') },
  errors: [400, 403, 413, 415, 416, 502, 504],
});
