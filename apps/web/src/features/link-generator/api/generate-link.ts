import { WHATSAPP_PATH, whatsappInfoSchema, type WhatsappInfo } from '@mediaforge/shared';
import { pageVisitor } from '../../../lib/anonymous-session';
import { apiData } from '../../../lib/api-client';

/** The server makes the link at once; a slow answer is a network problem, not work in progress. */
const GENERATE_TIMEOUT_MS = 30_000;

export interface GenerateLinkRequest {
  /** Digits only: dial code and national number, no plus, no leading zeros (DL §5, DL-5.09). */
  readonly phoneNumber: string;
  readonly message: string;
  /** The solved bot check, for anonymous visitors (DL §4 "Form flow"). */
  readonly captchaToken?: string | undefined;
}

/**
 * POST /api/downloader/whatsapp with tool type link-generator (DL §7): the server makes the same
 * wa.me link and stores the answer as an analysis, so the link has a job id like every other result.
 */
export function generateLink(request: GenerateLinkRequest, signal?: AbortSignal): Promise<WhatsappInfo> {
  const { phoneNumber, message, captchaToken } = request;
  return apiData(
    {
      method: 'POST',
      path: WHATSAPP_PATH,
      body: {
        phoneNumber,
        toolType: 'link-generator',
        message,
        ...(captchaToken === undefined ? {} : { captchaToken }),
      },
      signal,
      timeoutMs: GENERATE_TIMEOUT_MS,
      visitor: pageVisitor,
    },
    whatsappInfoSchema,
  );
}
