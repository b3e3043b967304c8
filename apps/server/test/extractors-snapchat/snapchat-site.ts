import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Handler } from '../egress/egress-fixtures.js';
import { pathOf, sendBytes, sendHtml, type PageMedia } from '../extractors-web-page/page-kit.js';
import {
  CHALLENGE_PAGE,
  HIGHLIGHT_ID,
  PRIVATE_USER,
  privateProfileProps,
  publicProfileProps,
  snapchatPage,
  SPOTLIGHT_ID,
  spotlightProps,
  STORY_PHOTO_ID,
  USER,
} from './snapchat-documents.js';

/**
 * A loopback Snapchat: profile, story-snap, highlight and Spotlight pages (snapchat-documents.ts), a
 * private account, a missing one (404), one answered by a bot check without page data, one refused
 * with 429, `/t/<code>` short links answering 302 to a real-looking snapchat.com address, and the CDN:
 * `/d/…` videos, `/i/…` pictures, the Snapcode as PNG (SVG when asked for SVG), the Bitmoji.
 */
export const SHORT_CODE = 'AbCd1234';
export const SHORT_TO_LENS = 'Lens5678';
export const MISSING_USER = 'nobody.here';
export const CHANGED_USER = 'behind.a.check';
export const BUSY_USER = 'rate.limited';

export function snapchatSite(media: PageMedia) {
  return (origin: () => string): Handler =>
    (req: IncomingMessage, res: ServerResponse) => {
      const path = pathOf(req);
      const page = (props: unknown) =>
        sendHtml(res, snapchatPage(props, 'Team Snapchat (@team.snap) | Snapchat'));
      const profilePages = new Set([
        `/add/${USER}`,
        `/add/${USER}/${STORY_PHOTO_ID}`,
        `/@${USER}/highlight/${HIGHLIGHT_ID}`,
      ]);
      if (profilePages.has(path)) return page(publicProfileProps(origin()));
      if (path === `/spotlight/${SPOTLIGHT_ID}`) return page(spotlightProps(origin()));
      if (path === `/add/${PRIVATE_USER}`) return page(privateProfileProps(origin()));
      if (path === `/add/${CHANGED_USER}`) return sendHtml(res, CHALLENGE_PAGE);
      if (path === `/add/${BUSY_USER}`) return sendHtml(res, '<h1>Too many requests</h1>', 429);
      if (path === `/t/${SHORT_CODE}`) {
        res.writeHead(302, { location: `https://www.snapchat.com/add/${USER}?share_id=xyz&locale=en-US` });
        return res.end();
      }
      if (path === `/t/${SHORT_TO_LENS}`) {
        res.writeHead(301, { location: 'https://www.snapchat.com/lens/0a1b2c3d' });
        return res.end();
      }
      if (path.startsWith('/d/')) return sendBytes(res, media.clip, 'video/mp4');
      if (path.startsWith('/i/') || path === '/aps/bolt/profile.jpg')
        return sendBytes(res, media.photo, 'image/jpeg');
      if (path === '/3d/render/avatar.png') return sendBytes(res, media.png, 'image/png');
      if (path === '/web/deeplink/snapcode') {
        const type = new URL(req.url ?? '/', 'http://x').searchParams.get('type');
        if (type === 'PNG') return sendBytes(res, media.png, 'image/png');
        return sendBytes(res, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
      }
      // MISSING_USER and everything else: Snapchat's not-found page.
      return sendHtml(
        res,
        '<!DOCTYPE html><html><head><title>Snapchat</title></head><body>Not found</body></html>',
        404,
      );
    };
}
