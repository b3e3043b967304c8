import { DOWNLOADER_PATHS, mediaTokenSchema } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';

/**
 * A profile picture through the media proxy (POST /api/media/generate-token, DR §7; WhatsApp's CDN is
 * one of its platforms, D110): the page loads images of its own origin only. Undefined when the proxy
 * does not sign it (the picture is then not shown).
 */
export async function proxiedPicture(url: string): Promise<string | undefined> {
  const answer = await apiData(
    {
      method: 'POST',
      path: DOWNLOADER_PATHS.mediaToken,
      body: { url, platform: 'whatsapp', type: 'thumbnail' },
      timeoutMs: JOB_API_TIMEOUT_MS,
      visitor: pageVisitor,
    },
    mediaTokenSchema,
  );
  return answer.proxied ? answer.proxiedUrl : undefined;
}
