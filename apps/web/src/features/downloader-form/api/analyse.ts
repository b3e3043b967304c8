import {
  DOWNLOADER_PATHS,
  downloaderInfoSchema,
  WHATSAPP_PATH,
  whatsappInfoSchema,
  type DownloaderInfo,
} from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';
import type { AnalysisRequest } from '../form-ports';

/**
 * An analysis runs yt-dlp or a platform lookup on the server, which gives up after 60 s (D104); the
 * browser waits a little longer than that so the server's own timeout message is what the visitor sees.
 */
const ANALYSIS_TIMEOUT_MS = 90_000;

const PATHS = {
  info: DOWNLOADER_PATHS.info,
  whatsapp: WHATSAPP_PATH,
  'instagram-story': '/api/downloader/instagram/story',
} as const;

/** The body of each call (downloader.md §7); the captcha's solution goes with whichever one runs. */
function bodyOf(request: AnalysisRequest): Record<string, string> {
  const { call, value, username, toolType, captchaToken } = request;
  const extra = {
    ...(toolType === undefined ? {} : { toolType }),
    ...(captchaToken === undefined ? {} : { captchaToken }),
  };
  if (call === 'whatsapp') return { phoneNumber: value, ...extra };
  if (call === 'instagram-story') {
    return { username: username ?? value, ...(captchaToken === undefined ? {} : { captchaToken }) };
  }
  return { url: value, ...extra };
}

/**
 * POST /api/downloader/info (or the WhatsApp and story calls): the answer checked by the call's shared
 * schema (the WhatsApp answer is the analysis with the number and profile added, D163).
 */
export function analyse(request: AnalysisRequest): Promise<DownloaderInfo> {
  return apiData(
    {
      method: 'POST',
      path: PATHS[request.call],
      body: bodyOf(request),
      timeoutMs: ANALYSIS_TIMEOUT_MS,
      visitor: pageVisitor,
    },
    request.call === 'whatsapp' ? whatsappInfoSchema : downloaderInfoSchema,
  );
}
