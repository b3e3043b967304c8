/**
 * Which tools each downloader platform offers and which extractor family serves each (downloader.md §2
 * "Downloader routes", "Tool types seen by the form"; downloader-results.md §1, §7). The server picks
 * its extractor from here; the browser reads the tool types it may send.
 *
 * Families: `yt-dlp` runs yt-dlp with the platform's own extractors; the others are our own
 * extractors for what yt-dlp lacks (profile tools, Snapchat, Suno, WhatsApp, Febspot, iFunny);
 * `link-generator` needs no lookup at all.
 */
import { normaliseToolType, PLATFORMS, type PlatformId } from './platforms.js';

export const EXTRACTOR_FAMILIES = [
  'yt-dlp',
  'instagram',
  'snapchat',
  'suno',
  'whatsapp',
  'febspot',
  'ifunny',
  'link-generator',
] as const;
export type ExtractorFamily = (typeof EXTRACTOR_FAMILIES)[number];

/** A platform's tool: the tool type the form sends (`''` when it sends none) and who serves it. */
export interface PlatformTool {
  readonly toolType: string;
  readonly family: ExtractorFamily;
}

const tool = (toolType: string, family: ExtractorFamily): PlatformTool => ({ toolType, family });

/**
 * Instagram videos, reels and their audio come from yt-dlp's Instagram extractor; photos, carousels
 * (every slide, photos included) and captions, stories, highlights, covers, profile pictures, bios, live
 * and private accounts from ours (docs/decisions.md D136). `single-highlight` is the highlight lookup of
 * the result views (downloader-results.md §7).
 */
const INSTAGRAM_TOOLS = [
  tool('video-downloader', 'yt-dlp'),
  tool('reels-downloader', 'yt-dlp'),
  tool('carousel-downloader', 'instagram'),
  tool('audio-extractor', 'yt-dlp'),
  tool('caption-copier', 'instagram'),
  tool('photo-downloader', 'instagram'),
  tool('story-downloader', 'instagram'),
  tool('highlights-downloader', 'instagram'),
  tool('single-highlight', 'instagram'),
  tool('highlight-cover-downloader', 'instagram'),
  tool('profile-picture-downloader', 'instagram'),
  tool('bio-copier', 'instagram'),
  tool('live-downloader', 'instagram'),
  tool('private-account-downloader', 'instagram'),
];

/** Tools of the platforms with more than the generic one; the rest have one tool, served by `family`. */
const SPECIAL_TOOLS: Partial<Record<PlatformId, readonly PlatformTool[]>> = {
  instagram: INSTAGRAM_TOOLS,
  snapchat: [tool('video', 'snapchat'), tool('profile-picture', 'snapchat')],
  whatsapp: [
    tool('dp-downloader', 'whatsapp'),
    tool('profile-details', 'whatsapp'),
    tool('profile-details-with-dp', 'whatsapp'),
    tool('link-generator', 'link-generator'),
  ],
  suno: [
    tool('music-downloader', 'suno'),
    tool('playlist-downloader', 'suno'),
    tool('video-downloader', 'suno'),
    tool('hook-downloader', 'suno'),
  ],
  febspot: [tool('', 'febspot')],
  ifunny: [tool('', 'ifunny')],
};

/** The tool a platform's own route sends when the form names none (its first sub-tool, DL §2). */
const DEFAULT_TOOL: Partial<Record<PlatformId, string>> = {
  instagram: 'video-downloader',
  snapchat: 'video',
  whatsapp: 'dp-downloader',
  suno: 'music-downloader',
};

export function platformTools(platform: PlatformId): readonly PlatformTool[] {
  return SPECIAL_TOOLS[platform] ?? [tool('', 'yt-dlp')];
}

/** Every platform's tools (the registry as a whole, for the server's extractor table and its tests). */
export const PLATFORM_TOOLS: Readonly<Record<PlatformId, readonly PlatformTool[]>> = Object.fromEntries(
  PLATFORMS.map((p) => [p.id, platformTools(p.id)]),
) as Record<PlatformId, readonly PlatformTool[]>;

/**
 * The tool a request names on a platform: the tool type as sent (NOTES.md 5 aliases normalised), the
 * platform's default when none is sent; undefined when the platform has no such tool. A generic
 * platform also takes the form's generic words (`video`, `audio`, `video-downloader`).
 */
export function resolvePlatformTool(platform: PlatformId, toolType?: string): PlatformTool | undefined {
  const tools = platformTools(platform);
  const given = toolType?.trim() ?? '';
  // NOTES.md 5 names Instagram's alias; Snapchat's own tool is called 'profile-picture'.
  const asked = given === '' ? undefined : platform === 'instagram' ? normaliseToolType(given) : given;
  const generic = tools.length === 1 && tools[0]?.toolType === '';
  if (generic) {
    const ok = asked === undefined || GENERIC_TOOL_WORDS.includes(asked);
    return ok ? tools[0] : undefined;
  }
  const wanted = asked ?? DEFAULT_TOOL[platform];
  return tools.find((t) => t.toolType === wanted);
}

/** Tool words a generic platform accepts as "its one tool". */
const GENERIC_TOOL_WORDS: readonly string[] = ['video', 'audio', 'video-downloader'];
