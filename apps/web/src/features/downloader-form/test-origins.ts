import { platformIdFromBackendName, type PlatformId } from '@mediaforge/shared';

/**
 * The browser's half of the server's test knob DOWNLOADER_TEST_ORIGINS (D101): origins written in this
 * storage entry, in the server variable's form (`vimeo=http://127.0.0.1:4313`), count as that platform
 * in the form's own check, so end-to-end tests can analyse a loopback "platform". It only lets a link
 * through to the server, which decides again by its own configuration; nothing sets it in production.
 */
export const TEST_ORIGINS_STORAGE_KEY = 'mediaforge:downloader-test-origins';

export function parseTestOrigins(text: string | null | undefined): ReadonlyMap<string, PlatformId> {
  const origins = new Map<string, PlatformId>();
  for (const item of (text ?? '').split(',')) {
    const [name, origin] = item.split('=').map((part) => part.trim());
    const platform = name === undefined ? undefined : platformIdFromBackendName(name);
    if (platform === undefined || origin === undefined) continue;
    try {
      origins.set(new URL(origin).origin, platform);
    } catch {
      // Not an origin: ignored, like any other link the knob does not name.
    }
  }
  return origins;
}

/** The platform a link's origin stands for under the knob, if any. */
export function testOriginPlatform(
  url: string,
  origins: ReadonlyMap<string, PlatformId>,
): PlatformId | undefined {
  if (origins.size === 0) return undefined;
  try {
    return origins.get(new URL(url).origin);
  } catch {
    return undefined;
  }
}

/** The knob as this browser has it (read on each check: tests set it before the page loads). */
export function storedTestOrigins(): ReadonlyMap<string, PlatformId> {
  try {
    return parseTestOrigins(globalThis.localStorage?.getItem(TEST_ORIGINS_STORAGE_KEY));
  } catch {
    return new Map();
  }
}
