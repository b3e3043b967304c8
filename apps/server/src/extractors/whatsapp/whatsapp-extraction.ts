/**
 * A WhatsApp lookup as the spec's answer (downloader.md §3 "WhatsApp data", §7; downloader-results.md
 * §2.8): one image quality per picture size, each fetched from WhatsApp's CDN through the egress client
 * (an `http` part, delivered as it is), and the number, profile and picture at the top (`extra`).
 */
import { DOWNLOADER_MESSAGES } from '@mediaforge/shared';
import { ExtractorError, type ExtractedQuality, type Extraction } from '../extractor.js';
import { deviceCountOf, profileDataOf } from './profile-data.js';
import type { WhatsappFacts, WhatsappPictures } from './whatsapp-lookup.js';

export const WHATSAPP_LOOKUP_TOOLS = ['dp-downloader', 'profile-details', 'profile-details-with-dp'] as const;
export type WhatsappLookupTool = (typeof WHATSAPP_LOOKUP_TOOLS)[number];

export function isWhatsappLookupTool(toolType: string): toolType is WhatsappLookupTool {
  return (WHATSAPP_LOOKUP_TOOLS as readonly string[]).includes(toolType);
}

/** What a tool asks WhatsApp: profile details need neither the picture nor the devices. */
export function lookupPlan(tool: WhatsappLookupTool): {
  readonly pictures: boolean;
  readonly devices: boolean;
} {
  const withPicture = tool !== 'profile-details';
  return { pictures: withPicture, devices: withPicture };
}

const SIZES = [
  { key: 'image', formatId: 'dp-hd', quality: 'HD' },
  { key: 'preview', formatId: 'dp-preview', quality: 'Preview' },
] as const;

function pictureQualities(pictures: WhatsappPictures): ExtractedQuality[] {
  return SIZES.flatMap(({ key, formatId, quality }) => {
    const url = pictures[key];
    if (url === null) return [];
    return [
      {
        formatId,
        type: 'image' as const,
        // WhatsApp serves profile pictures as JPEG.
        format: 'jpg',
        quality,
        width: null,
        height: null,
        bitrate: null,
        duration: null,
        filesize: null,
        sizeEstimated: false,
        hasAudio: false,
        isAudioOnly: false,
        preview: pictures.preview ?? url,
        parts: [{ kind: 'http' as const, url, ext: 'jpg' }],
        processing: 'none' as const,
      },
    ];
  });
}

/**
 * The answer of a lookup tool. The picture downloader needs a picture: a number that is not on WhatsApp,
 * or shows its picture only to its contacts, is CONTENT_UNAVAILABLE with words that say which. The
 * profile tools answer whatever is known, `isUser: false` included (the screen's "inactive").
 */
export function whatsappExtraction(facts: WhatsappFacts, tool: WhatsappLookupTool): Extraction {
  const qualities = pictureQualities(facts.pictures);
  if (tool === 'dp-downloader' && facts.account === undefined) {
    throw new ExtractorError(
      'CONTENT_UNAVAILABLE',
      'not on WhatsApp',
      DOWNLOADER_MESSAGES.whatsappNotOnWhatsapp,
    );
  }
  if (tool === 'dp-downloader' && qualities.length === 0) {
    throw new ExtractorError('CONTENT_UNAVAILABLE', 'no picture', DOWNLOADER_MESSAGES.whatsappNoPicture);
  }
  const profileData = profileDataOf(facts);
  const profilePicture = facts.pictures.image ?? facts.pictures.preview;
  return {
    title: `WhatsApp +${facts.number}`,
    duration: null,
    thumbnail: facts.pictures.preview ?? facts.pictures.image,
    provider: 'whatsapp',
    metadata: {
      contentType: 'profile',
      phoneNumber: facts.number,
      profileData,
      deviceCount: deviceCountOf(facts),
    },
    extra: { phoneNumber: facts.number, profileData, profilePicture },
    qualities,
  };
}
