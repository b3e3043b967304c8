/**
 * Phone numbers of the WhatsApp tools (downloader.md §5 "WhatsApp"): the spec's rule checked again on the
 * server, the number as the call sends it (digits only, no plus, no leading zeros), and the chat link
 * a lookup is analysed as (`https://wa.me/<digits>`, NOTES.md 2).
 */
import { cleanPhoneInput, isValidWhatsAppPhone } from '@mediaforge/shared';

/**
 * The digits of a number that passes §5's rule ("+1 (555) 123-4567" → "15551234567"), or undefined.
 * The rule itself refuses a first digit 0: "0044…" or a national "07700…" is not a number with its
 * country code, and guessing one would look up someone else.
 */
export function whatsappNumberFrom(input: string): string | undefined {
  if (!isValidWhatsAppPhone(input)) return undefined;
  return cleanPhoneInput(input.trim()).replace(/^\+/, '');
}

/** The chat link of a number: what a lookup is stored and answered as (`url`). */
export function whatsappChatUrl(number: string): string {
  return `https://wa.me/${number}`;
}

/**
 * The number a WhatsApp link names, for lookups that arrive as a link (POST /downloader/info):
 * `wa.me/<digits>` or `api.whatsapp.com/send?phone=<digits>` (and `whatsapp.com/send`). Group invites
 * (`chat.whatsapp.com/<code>`) name no number.
 */
export function numberFromWhatsappLink(url: URL): string | undefined {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'wa.me' && segments.length === 1 && segments[0] !== undefined) {
    return whatsappNumberFrom(decodeURIComponent(segments[0]));
  }
  const sendPage = ['whatsapp.com', 'www.whatsapp.com', 'api.whatsapp.com'].includes(host);
  if (sendPage && segments.length === 1 && segments[0] === 'send') {
    const phone = url.searchParams.get('phone');
    return phone === null ? undefined : whatsappNumberFrom(phone);
  }
  return undefined;
}
