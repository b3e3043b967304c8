import { PLATFORMS, type PlatformId } from '@mediaforge/shared';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { enabledPlatformIds, getPlatforms, type ServerPlatform } from '../api/get-platforms';

/**
 * One request per page load (spec: DL §2 "fetched on load"), shared by every mount of the bar; a
 * failed request is not kept, so the next mount asks again.
 */
const platformsQuery = {
  queryKey: ['downloader', 'platforms'],
  queryFn: ({ signal }: { signal: AbortSignal }) => getPlatforms(signal),
  select: enabledPlatformIds,
} as const;

export type BarPlatform = (typeof PLATFORMS)[number];

/** The ids the server enables, or undefined until it has answered (or when it could not). */
export function useEnabledPlatformIds(): ReadonlySet<PlatformId> | undefined {
  return useQuery(platformsQuery, queryClient).data;
}

/** The same, read once outside React (the downloader form checks a link's host at submit, DL §5). */
export function currentEnabledPlatformIds(): ReadonlySet<PlatformId> | undefined {
  const platforms = queryClient.getQueryData<ServerPlatform[]>(platformsQuery.queryKey);
  return platforms === undefined ? undefined : enabledPlatformIds(platforms);
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
