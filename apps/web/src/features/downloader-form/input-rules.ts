import {
  cleanPhoneInput,
  instagramProfileLink,
  instagramUsernameFrom,
  isValidInstagramProfileInput,
  isValidLinkHost,
  isValidSnapchatInput,
  isValidWhatsAppPhone,
  normaliseSnapchatInput,
  normaliseToolType,
  phoneDigitsForCall,
  platformForUrl,
  withHttpsScheme,
  type PlatformId,
} from '@mediaforge/shared';
import type { Notice } from '../../lib/downloader-notice';
import type { ToolShape } from './tool-shape';

/** What the analysis is asked for once the input passed (downloader.md §5). */
export interface ValidInput {
  readonly ok: true;
  /** The link as sent (https prepended, names normalised to profile links), or the number's digits. */
  readonly value: string;
  /** The Instagram username of a profile tool (the story call sends it alone). */
  readonly username?: string;
}

export type InputVerdict = ValidInput | { readonly ok: false; readonly error: Notice };

export interface InputContext {
  /** Whether the server has the platform switched on (all of them until it has answered, D12). */
  readonly isEnabled: (platform: PlatformId) => boolean;
  /** The platform a link's origin stands for in tests (test-origins.ts), else undefined. */
  readonly testPlatformOf: (url: string) => PlatformId | undefined;
}

function parsed(url: string): URL | undefined {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
}

const refuse = (key: string): InputVerdict => ({ ok: false, error: { key: `validation.${key}` } });

/** The platform a link belongs to, checked as §5 says: a real URL first, then a known host. */
export function linkPlatform(input: string, context: InputContext): PlatformId | 'invalid' | undefined {
  const url = withHttpsScheme(input);
  const link = parsed(url);
  if (link === undefined || !/^https?:$/.test(link.protocol) || !isValidLinkHost(link.hostname)) {
    return 'invalid';
  }
  return context.testPlatformOf(url) ?? platformForUrl(url);
}

/**
 * The number a phone field holds as the spec's rule reads it: an international number as typed, or the
 * national number joined to the country's dial code, its leading zeros dropped (§5).
 */
export function fullPhoneNumber(input: string, dialCode: string | undefined): string {
  if (dialCode === undefined || input.startsWith('+')) return input;
  return `+${phoneDigitsForCall(dialCode, input)}`;
}

/**
 * downloader.md §5, in its order; the messages are the spec's (shared DOWNLOADER_INPUT_MESSAGES).
 * `dialCode` is the WhatsApp field's country code, when the field holds a national number.
 */
export function validateInput(
  shape: ToolShape,
  raw: string,
  context: InputContext,
  dialCode?: string,
): InputVerdict {
  const input = raw.trim();
  if (input === '') {
    if (shape.input === 'instagram-profile') return refuse('emptyInstagramProfile');
    return { ok: false, error: { key: 'validation.empty', kindOf: normaliseToolType(shape.toolType ?? '') } };
  }
  switch (shape.input) {
    case 'phone': {
      const number = fullPhoneNumber(input, dialCode);
      // "digits only, no plus, no leading zeros" is what the call sends (§5).
      return isValidWhatsAppPhone(number)
        ? { ok: true, value: cleanPhoneInput(number).replace(/^\+/, '').replace(/^0+/, '') }
        : refuse('invalidWhatsAppPhone');
    }
    case 'instagram-profile': {
      if (!isValidInstagramProfileInput(input)) return refuse('invalidInstagram');
      const username = instagramUsernameFrom(input);
      if (username === undefined) return refuse('instagramUsernameMissing');
      return { ok: true, value: instagramProfileLink(username, shape.toolType), username };
    }
    case 'snapchat':
      return isValidSnapchatInput(input)
        ? { ok: true, value: normaliseSnapchatInput(input) }
        : refuse('invalidSnapchat');
    case 'link': {
      const platform = linkPlatform(input, context);
      if (platform === 'invalid') return refuse('invalidUrl');
      if (platform === undefined || !context.isEnabled(platform)) return refuse('unsupportedPlatform');
      return { ok: true, value: withHttpsScheme(input) };
    }
  }
}
