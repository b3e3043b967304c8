import { DOWNLOADER_PATHS, SINGLE_HIGHLIGHT_TOOL_TYPE } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { anyAnswer, apiBody } from '../../../lib/api-client';

/** The server gives an analysis 60 s; the browser waits a little longer (as the form does, D173). */
const LOOKUP_TIMEOUT_MS = 90_000;

/**
 * DR §7 highlight lookup: POST /downloader/info with the highlight's link (its `originalUrl`, D135) and
 * toolType single-highlight, as the visitor (their account when signed in, DR §6), with the bot check's
 * solution for anonymous visitors. Answers the body as it came; readHighlightAnswer reads it.
 */
export function lookupHighlight(url: string, captchaToken: string | undefined): Promise<unknown> {
  return apiBody(
    {
      method: 'POST',
      path: DOWNLOADER_PATHS.info,
      body: {
        url,
        toolType: SINGLE_HIGHLIGHT_TOOL_TYPE,
        ...(captchaToken === undefined ? {} : { captchaToken }),
      },
      timeoutMs: LOOKUP_TIMEOUT_MS,
      visitor: pageVisitor,
    },
    anyAnswer,
  );
}
