import { DOWNLOADER_PATHS, mediaTokenSchema } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';
import { JOB_API_TIMEOUT_MS } from '../../../lib/job-http';

/**
 * A platform's thumbnail through the media proxy (POST /api/media/generate-token, D110): the page may
 * only load images of its own origin (CSP), so an address the proxy does not sign is not shown.
 */
export async function proxiedThumbnail(url: string, platform: string): Promise<string | undefined> {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  const answer = await apiData(
    {
      method: 'POST',
      path: DOWNLOADER_PATHS.mediaToken,
      body: { url, platform, type: 'thumbnail' },
      timeoutMs: JOB_API_TIMEOUT_MS,
      visitor: pageVisitor,
    },
    mediaTokenSchema,
  );
  return answer.proxied ? answer.proxiedUrl : undefined;
}
