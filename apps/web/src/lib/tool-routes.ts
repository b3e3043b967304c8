import {
  isCompressorOption,
  platformIdFromBackendName,
  subToolsOf,
  type CompressorOption,
  type PlatformId,
  type SubTool,
} from '@mediaforge/shared';

/** The compressor option of /compressor/{option}, or undefined when it is not one of the 30. */
export function parseCompressorOption(segment: string): CompressorOption | undefined {
  const value = segment.toLowerCase();
  return isCompressorOption(value) ? value : undefined;
}

export interface DownloaderTool {
  readonly platform: PlatformId;
  /** '' for the platform's own route (spec: DL §2 "Downloader routes"). */
  readonly slug: string;
}

/** /downloader/{platform}[/{tool}]; undefined for an unknown platform or a tool it does not have. */
export function parseDownloaderTool(
  platformSegment: string,
  toolSegment?: string,
): DownloaderTool | undefined {
  // The id, or the name the browser maps it to (/downloader/x is /downloader/twitter, DL §4).
  const platform = platformIdFromBackendName(platformSegment);
  if (platform === undefined) return undefined;
  if (toolSegment === undefined) return { platform, slug: '' };
  const slug = toolSegment.toLowerCase();
  const known = subToolsOf(platform).some((tool) => tool.slug !== '' && tool.slug === slug);
  return known ? { platform, slug } : undefined;
}

export function downloaderPath(platform: PlatformId, slug = ''): string {
  return slug === '' ? `/downloader/${platform}` : `/downloader/${platform}/${slug}`;
}

/** The sub-tool entry of a route, falling back to the platform's own route for single-tool platforms. */
export function subToolOf(tool: DownloaderTool): SubTool | undefined {
  return subToolsOf(tool.platform).find((entry) => entry.slug === tool.slug);
}
