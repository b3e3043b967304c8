/**
 * Downloader input rules (downloader.md §5 "Validation rules"; NOTES.md 2 for the hosts and the send
 * link). The browser checks them before submitting and the server checks them again on arrival.
 */
import { MIN_DIGITS_AFTER_DIAL_CODE, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './downloader.js';
import { parseUrl } from './parse-url.js';
import { normaliseToolType, PLATFORMS, type PlatformId } from './platforms.js';

/** The spec's messages, verbatim. */
export const DOWNLOADER_INPUT_MESSAGES = {
  invalidWhatsAppPhone: 'Please enter a valid WhatsApp phone number with country code (e.g., +1234567890)',
  emptyInstagramProfile: 'Please enter an Instagram username or profile link',
  invalidInstagram: 'Please enter a valid Instagram username or profile link',
  invalidSnapchat: 'Please enter a valid Snapchat username or profile link',
  invalidUrl: 'Please enter a valid URL',
  unsupportedPlatform: 'URL is not from a supported platform',
  instagramUsernameMissing: 'Could not extract username from Instagram URL',
} as const;

/** "Please enter a {kind} URL": the kind per tool type; other tools (generic platforms) say 'content'. */
export const EMPTY_INPUT_KINDS: Readonly<Record<string, string>> = {
  'dp-downloader': 'profile picture',
  'link-generator': 'chat link',
  'profile-details': 'profile information',
  'profile-details-with-dp': 'profile information',
  'bio-copier': 'bio information',
  'caption-copier': 'caption',
  'story-downloader': 'stories',
  'audio-extractor': 'audio',
  'highlights-downloader': 'highlights',
  'live-downloader': 'live stream',
  'carousel-downloader': 'carousel',
  'photo-downloader': 'photo',
  'reels-downloader': 'reels',
  'highlight-cover-downloader': 'highlight covers',
  'private-account-downloader': 'private content',
  'profile-picture-downloader': 'profile picture',
  'music-downloader': 'music',
  'playlist-downloader': 'playlist',
  'video-downloader': 'video',
};
export const DEFAULT_EMPTY_INPUT_KIND = 'content';

/** Instagram tools that take a username (§5: profile picture, bio, story, highlights, highlight cover). */
export const INSTAGRAM_PROFILE_TOOLS = [
  'profile-picture-downloader',
  'bio-copier',
  'story-downloader',
  'highlights-downloader',
  'highlight-cover-downloader',
] as const;

export function isInstagramProfileTool(toolType: string): boolean {
  return (INSTAGRAM_PROFILE_TOOLS as readonly string[]).includes(normaliseToolType(toolType));
}

export function emptyInputKind(toolType: string | undefined): string {
  return (toolType && EMPTY_INPUT_KINDS[normaliseToolType(toolType)]) || DEFAULT_EMPTY_INPUT_KIND;
}

/** The message for an empty submission on a platform's tool. */
export function emptyInputMessage(platform: PlatformId, toolType?: string): string {
  if (platform === 'instagram' && toolType !== undefined && isInstagramProfileTool(toolType)) {
    return DOWNLOADER_INPUT_MESSAGES.emptyInstagramProfile;
  }
  return `Please enter a ${emptyInputKind(toolType)} URL`;
}

/** "removing everything except plus and digits". */
export function cleanPhoneInput(input: string): string {
  return input.replace(/[^\d+]/g, '');
}

/** 7 to 15 digits, optional leading plus, first digit not 0 (§5), checked on the cleaned number. */
export const WHATSAPP_PHONE_PATTERN = new RegExp(
  `^\\+?[1-9]\\d{${PHONE_MIN_DIGITS - 1},${PHONE_MAX_DIGITS - 1}}$`,
);
/** The "looser form": digits and plus with spaces, dashes and brackets between them. */
const LOOSE_PHONE_CHARS = /^[\d\s+\-()]+$/;

/** The WhatsApp rule of §5: "+1 (555) 123-4567" passes, "123456", 16 digits and "+0123…" do not. */
export function isValidWhatsAppPhone(input: string): boolean {
  const t = input.trim();
  return LOOSE_PHONE_CHARS.test(t) && WHATSAPP_PHONE_PATTERN.test(cleanPhoneInput(t));
}

/** The phone widget's rule: "valid at 7 to 15 digits". */
export function isValidPhoneDigitCount(digits: string): boolean {
  const n = digits.replace(/\D/g, '').length;
  return n >= PHONE_MIN_DIGITS && n <= PHONE_MAX_DIGITS;
}

/**
 * The number the call sends: "digits only, no plus, no leading zeros", the national number's leading
 * zeros dropped before joining with the dial code ('+44', '07700 900123' → '447700900123').
 */
export function phoneDigitsForCall(dialCode: string, nationalNumber: string): string {
  const dial = dialCode.replace(/\D/g, '').replace(/^0+/, '');
  return dial + nationalNumber.replace(/\D/g, '').replace(/^0+/, '');
}

/** NOTES.md 2: "The WhatsApp send link is https://wa.me/{digits}?text=…"; no text, no parameter. */
export const WHATSAPP_SEND_BASE_URL = 'https://wa.me/';

export function whatsappSendLink(phoneDigits: string, text?: string): string {
  const digits = phoneDigits.replace(/\D/g, '');
  const message = text?.trim() ? `?text=${encodeURIComponent(text)}` : '';
  return `${WHATSAPP_SEND_BASE_URL}${digits}${message}`;
}

/**
 * §5 "Display format: (XXX) XXX-XXXX for +1 with 10 or more digits, otherwise groups of 3", applied to
 * the national number ('+44', '7700900123' → '770 090 012 3'). Only the dial code +1 itself takes the
 * North American form: a +1xxx code (Bahamas +1242) already holds the area code.
 */
export function formatPhoneNational(dialCode: string, nationalNumber: string): string {
  const digits = nationalNumber.replace(/\D/g, '');
  if (dialCode.replace(/\D/g, '') === '1' && digits.length >= 10) {
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return (digits.match(/\d{1,3}/g) ?? []).join(' ');
}

/** A country and its dial code ('+44'), as a dial-code table lists them. */
export interface DialCodeEntry {
  readonly code: string;
  readonly dialCode: string;
}

export interface DetectedDialCode extends DialCodeEntry {
  /** The digits after the dial code, as typed (leading zeros kept; the call drops them). */
  readonly national: string;
}

/**
 * §5 "the country is auto-detected by the longest matching dial code with at least 4 digits remaining"
 * ('+1242 555 1234' is the Bahamas, not the US; '+44 123' is nothing yet). Several countries share
 * some codes (+1, +7, +44): then `preferred` (the country already chosen) wins if it has the code,
 * else the one listed first, so a table lists each code's main country first.
 */
export function detectDialCode(
  input: string,
  table: readonly DialCodeEntry[],
  preferred?: string,
): DetectedDialCode | undefined {
  const digits = input.replace(/\D/g, '');
  let best: DialCodeEntry | undefined;
  let bestLength = 0;
  for (const entry of table) {
    const dial = entry.dialCode.replace(/\D/g, '');
    if (dial === '' || !digits.startsWith(dial)) continue;
    if (digits.length - dial.length < MIN_DIGITS_AFTER_DIAL_CODE) continue;
    const better = dial.length > bestLength || (dial.length === bestLength && entry.code === preferred);
    if (better) {
      best = entry;
      bestLength = dial.length;
    }
  }
  return best && { code: best.code, dialCode: best.dialCode, national: digits.slice(bestLength) };
}

/** §5 "Other platforms": "https is prepended if missing". */
export function withHttpsScheme(input: string): string {
  const t = input.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(t) ? t : `https://${t}`;
}

/**
 * A host a link may name: DNS labels of letters, digits and hyphens, or an IP literal. The URL parser
 * takes more ("ht!tp:/x" parses with the host "ht!tp"); §5's "must parse as a URL" means a real one.
 */
export function isValidLinkHost(hostname: string): boolean {
  return /^(\[[0-9a-f:.]+\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.?)$/i.test(hostname);
}

/** The host of a link as typed (scheme optional), lower case; undefined if it does not parse. */
export function hostOf(input: string): string | undefined {
  return parseUrl(withHttpsScheme(input))?.hostname.toLowerCase().replace(/\.$/, '');
}

/** The platform whose hosts (NOTES.md 2) contain the link's host or a parent domain of it. */
export function platformForUrl(input: string): PlatformId | undefined {
  const host = hostOf(input);
  if (host === undefined) return undefined;
  const owns = (h: string) => host === h || host.endsWith(`.${h}`);
  return PLATFORMS.find((p) => p.hosts.some(owns))?.id;
}

const INSTAGRAM_NAME = /^@?([A-Za-z0-9._]+)$/;
const SNAPCHAT_NAME = /^@?([A-Za-z0-9._-]+)$/;
const isLinkOf = (platform: PlatformId, input: string) =>
  /[/.]/.test(input) && platformForUrl(input) === platform;

/** §5 Instagram profile tools: a profile link, @name or bare name of letters, digits, dots, underscores. */
export function isValidInstagramProfileInput(input: string): boolean {
  const t = input.trim();
  return INSTAGRAM_NAME.test(t) || isLinkOf('instagram', t);
}

/** The username of an Instagram input (bare names lower-cased); undefined when a link names none. */
export function instagramUsernameFrom(input: string): string | undefined {
  const t = input.trim();
  const bare = INSTAGRAM_NAME.exec(t);
  if (bare?.[1]) return bare[1].toLowerCase();
  if (!isLinkOf('instagram', t)) return undefined;
  const segments = (parseUrl(withHttpsScheme(t))?.pathname ?? '').split('/').filter(Boolean);
  const name = segments[0] === 'stories' ? segments[1] : segments[0];
  return name && INSTAGRAM_NAME.test(name) ? name : undefined;
}

/** §5: normalised to a profile link, a stories link for the story tool. */
export function instagramProfileLink(username: string, toolType?: string): string {
  const story = toolType !== undefined && normaliseToolType(toolType) === 'story-downloader';
  return story ? `https://www.instagram.com/stories/${username}/` : `https://www.instagram.com/${username}/`;
}

/** §5 Snapchat: a profile link, @name or bare name of letters, digits, dot, underscore and hyphen. */
export function isValidSnapchatInput(input: string): boolean {
  const t = input.trim();
  return SNAPCHAT_NAME.test(t) || isLinkOf('snapchat', t);
}

/** §5: "Normalised to a profile link with @"; links are kept (with https). */
export function normaliseSnapchatInput(input: string): string {
  const t = input.trim();
  const bare = SNAPCHAT_NAME.exec(t);
  return bare?.[1] ? `https://www.snapchat.com/@${bare[1]}` : withHttpsScheme(t);
}
