/**
 * The click-to-chat link generator (downloader.md §2 "Link generator screen", §3 "generatedMessage";
 * NOTES.md 2): `https://wa.me/<digits>?text=<message>`, made here without asking anyone. Its answer has
 * the analysis's shape with no qualities: the link is the result.
 */
import { whatsappSendLink } from '@mediaforge/shared';
import type { Extraction } from '../extractor.js';

export interface GeneratedLink {
  readonly url: string;
  readonly extraction: Extraction;
}

/** The link of a number (digits only) and an optional message; a blank message adds no `text`. */
export function generateChatLink(number: string, message: string | undefined): GeneratedLink {
  const text = message?.trim() ? message : '';
  return {
    url: whatsappSendLink(number, text),
    extraction: {
      title: `WhatsApp chat link +${number}`,
      duration: null,
      thumbnail: null,
      provider: 'link-generator',
      metadata: { contentType: 'link', phoneNumber: number, generatedMessage: text },
      extra: { phoneNumber: number, profileData: null, profilePicture: null },
      qualities: [],
    },
  };
}
