/**
 * Which platform a submitted link belongs to (downloader.md §5 "Other platforms", "Instagram profile
 * tools"), checked again on the server whatever the browser did: https prepended, parsed as a URL, http
 * or https only, and the host one of a platform's hosts (NOTES.md 2). Instagram's profile tools also take
 * a bare name, turned into the profile link the spec describes.
 */
import {
  DOWNLOADER_INPUT_MESSAGES,
  ERROR_CODES,
  instagramProfileLink,
  instagramUsernameFrom,
  isInstagramProfileTool,
  isValidLinkHost,
  platformForUrl,
  withHttpsScheme,
  type PlatformId,
} from '@mediaforge/shared';
import { AppError } from '../../errors/app-error.js';

export interface LinkTarget {
  readonly url: URL;
  readonly platform: PlatformId;
}

/** The platform a test origin stands for (DOWNLOADER_TEST_ORIGINS; empty in production). */
export type TestPlatformOf = (url: URL) => PlatformId | undefined;

const BARE_NAME = /^@?[A-Za-z0-9._]+$/;

function parsed(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

export function linkTarget(
  input: string,
  toolType: string | undefined,
  testPlatformOf: TestPlatformOf = () => undefined,
): LinkTarget {
  let text = input.trim();
  if (toolType !== undefined && isInstagramProfileTool(toolType) && BARE_NAME.test(text)) {
    const name = instagramUsernameFrom(text);
    if (name !== undefined) text = instagramProfileLink(name, toolType);
  }
  const url = parsed(withHttpsScheme(text));
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || !isValidLinkHost(url.hostname)) {
    throw new AppError(ERROR_CODES.VALIDATION_FAILED, DOWNLOADER_INPUT_MESSAGES.invalidUrl);
  }
  const platform = testPlatformOf(url) ?? platformForUrl(url.href);
  if (platform === undefined) {
    throw new AppError(ERROR_CODES.UNSUPPORTED_PLATFORM, DOWNLOADER_INPUT_MESSAGES.unsupportedPlatform);
  }
  return { url, platform };
}
