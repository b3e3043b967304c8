/**
 * The highlight tools' answers (downloader-results.md §2.2 "highlight" cards, §2.6 layout 1, §3
 * "Highlight", highlightData, §5 "Highlight items are entries with highlight data", §7 "Highlight
 * lookup"): an account's highlights from its tray, each with its cover, its title and story count, and
 * the link the browser sends back as `single-highlight` to get its stories (D135). The covers tool
 * answers the same highlights as cover pictures to download.
 */
import type { ExtractedQuality, Extraction } from '../extractor.js';
import { instagramLinks } from './instagram-links.js';
import { byArea, sizeLabel, type MediaRules } from './media-qualities.js';
import type { TrayHighlight } from './media-schema.js';
import { PROVIDER, profileDataOf, profileMetadata } from './profile-answers.js';
import type { WebProfileUser } from './profile-schema.js';

export type HighlightTool = 'highlights' | 'covers';

function coverOf(highlight: TrayHighlight, rules: MediaRules) {
  const versions = [highlight.cover_media?.full_image_version, highlight.cover_media?.cropped_image_version];
  const usable = versions.filter(
    (v): v is NonNullable<typeof v> => v !== undefined && v !== null && rules.isMediaUrl(v.url),
  );
  return byArea(usable)[0];
}

/** One highlight of the tray, as the spec's Highlight (DR §3) and its highlightData. */
function describe(highlight: TrayHighlight, rules: MediaRules) {
  const id = highlight.id.slice('highlight:'.length);
  const title = highlight.title.trim() || 'Highlight';
  const mediaCount = highlight.media_count ?? null;
  const cover = coverOf(highlight, rules);
  const url = instagramLinks.highlight(id);
  return {
    cover,
    highlightData: { id, title, mediaCount },
    entry: { id, title, thumbnailUrl: cover?.url ?? null, itemCount: mediaCount, url, items: [] },
  };
}

function coverQuality(tool: HighlightTool, h: ReturnType<typeof describe>): ExtractedQuality | undefined {
  const { cover, highlightData, entry } = h;
  if (!cover) return undefined;
  const width = cover.width ?? null;
  const height = cover.height ?? null;
  return {
    formatId: `${tool === 'covers' ? 'cover' : 'highlight'}-${highlightData.id}`,
    type: 'image',
    format: 'jpg',
    quality: tool === 'covers' ? sizeLabel(width, height) : 'Cover',
    width,
    height,
    bitrate: null,
    duration: null,
    filesize: null,
    sizeEstimated: false,
    hasAudio: false,
    isAudioOnly: false,
    preview: cover.url,
    title: highlightData.title,
    // originalUrl: what the browser sends back as the single-highlight lookup (DR §7).
    extra: { highlightData, originalUrl: entry.url },
    parts: [{ kind: 'http', url: cover.url, ext: 'jpg' }],
    processing: 'none',
  };
}

/** highlights-downloader and highlight-cover-downloader. */
export function highlightsExtraction(
  user: WebProfileUser,
  tray: readonly TrayHighlight[],
  rules: MediaRules,
  tool: HighlightTool,
): Extraction {
  const described = tray.map((h) => describe(h, rules));
  const qualities = described.flatMap((h) => coverQuality(tool, h) ?? []);
  const profileData = profileDataOf(user);
  return {
    title: `${user.username} ${tool === 'covers' ? 'highlight covers' : 'highlights'}`,
    duration: null,
    thumbnail: user.profile_pic_url,
    provider: PROVIDER,
    metadata: {
      ...profileMetadata(user, { ...profileData, hasHighlightReels: tray.length > 0 }, 'profile'),
      mediaCount: qualities.length,
      highlights: described.map((h) => h.entry),
    },
    extra: { profileData: { ...profileData, hasHighlightReels: tray.length > 0 } },
    qualities,
  };
}
