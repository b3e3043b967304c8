import { PLATFORMS, type PlatformId } from '@mediaforge/shared';
import { useEffect, useState } from 'react';
import { enabledPlatformIds, getPlatforms } from '../api/get-platforms';

// One request per page load (spec: DL §2 "fetched on load"), shared by every mount of the bar;
// a failed request is forgotten so the next mount asks again.
let pending: Promise<ReadonlySet<PlatformId>> | undefined;

function loadEnabled(): Promise<ReadonlySet<PlatformId>> {
  pending ??= getPlatforms().then(enabledPlatformIds, (error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

export type BarPlatform = (typeof PLATFORMS)[number];

/** The ids the server enables, or undefined until it has answered (or when it could not). */
function useEnabledPlatformIds(): ReadonlySet<PlatformId> | undefined {
  const [enabled, setEnabled] = useState<ReadonlySet<PlatformId>>();

  useEffect(() => {
    let mounted = true;
    loadEnabled().then(
      (ids) => {
        if (mounted) setEnabled(ids);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return enabled;
}

/** The platforms to show in the bar, in bar order, restricted to those the server enables. */
export function useVisiblePlatforms(): readonly BarPlatform[] {
  const enabled = useEnabledPlatformIds();
  // Until the server answers (or if it cannot), show every platform: an empty bar would strand the
  // visitor, and the server still refuses a disabled platform when a lookup is submitted.
  return enabled === undefined ? PLATFORMS : PLATFORMS.filter((platform) => enabled.has(platform.id));
}

/** False once the server has said the platform is switched off (DL-2.05); true otherwise. */
export function usePlatformEnabled(platform: PlatformId | undefined): boolean {
  const enabled = useEnabledPlatformIds();
  return platform === undefined || enabled === undefined || enabled.has(platform);
}
