/**
 * Which of yt-dlp's extractors may run for each platform the yt-dlp family serves (D100). yt-dlp is
 * started with `--use-extractors <these names>` and nothing else: never `generic` (it fetches whatever a
 * page embeds, from any site), never `default` or `all`. An extractor that hands the link on to another
 * (a short link to the full one, a page to its player) only works when that one is listed too, so each
 * list names the platform's own chain and no other site's.
 *
 * yt-dlp matches each name as a case-insensitive regular expression against the whole extractor name,
 * and a name that matches nothing is silently ignored, so a test runs `yt-dlp --list-extractors` and
 * checks every name here against the installed binary. The names are those of Debian's 2023.03.04 and
 * still those of current releases.
 */
import type { PlatformId } from '@mediaforge/shared';

/**
 * - `single`: one media item per link; `--no-playlist`, so a video link inside a playlist or channel
 *   means that video, and at most one entry when the link is a playlist after all.
 * - `items`: a post may hold several media (carousels, multi-video posts); up to `maxItems` entries.
 */
export type PlaylistPolicy = 'single' | 'items';

export interface YtDlpPolicy {
  readonly extractors: readonly string[];
  readonly playlist: PlaylistPolicy;
  /** Entries resolved at most (`--playlist-items 1:N`): each entry costs yt-dlp more requests. */
  readonly maxItems: number;
  /** Whether an entry without media formats is a photo (its picture becomes an image quality). */
  readonly images: boolean;
}

/** Instagram allows 20 media per carousel; the other multi-media posts hold fewer. */
export const MAX_POST_ITEMS = 20;

const single = (...extractors: string[]): YtDlpPolicy => ({
  extractors,
  playlist: 'single',
  maxItems: 1,
  images: false,
});
const post = (...extractors: string[]): YtDlpPolicy => ({
  extractors,
  playlist: 'items',
  maxItems: MAX_POST_ITEMS,
  images: true,
});

/** The platforms whose tools the `yt-dlp` family serves (platform-tools.ts), each with its extractors. */
export const YTDLP_POLICIES: Readonly<Partial<Record<PlatformId, YtDlpPolicy>>> = {
  // youtube:tab takes watch links that carry a list= (with --no-playlist it hands over to youtube);
  // YoutubeYtBe does the same for youtu.be links with a list.
  youtube: single('youtube', 'youtube:tab', 'youtube:clip', 'YoutubeYtBe', 'YoutubeLivestreamEmbed'),
  // vm.tiktok resolves the vm./vt. short links and hands over to TikTok.
  tiktok: single('TikTok', 'vm.tiktok'),
  // Posts, reels and carousels; profiles, stories and highlights are our own family.
  instagram: post('Instagram'),
  // facebook:reel and the embed plugin hand over to facebook; the l.php redirector is left out.
  facebook: post('facebook', 'facebook:reel', 'FacebookPluginsVideo'),
  // t.co links (twitter:shortener), player cards, amplify videos, broadcasts and spaces of a tweet.
  twitter: post(
    'twitter',
    'twitter:shortener',
    'twitter:card',
    'twitter:amplify',
    'twitter:broadcast',
    'twitter:spaces',
  ),
  pinterest: post('Pinterest'),
  linkedin: post('LinkedIn'),
  telegram: post('telegram:embed'),
  vimeo: single('vimeo', 'vimeo:pro', 'vimeo:review'),
  twitch: single('twitch:vod', 'twitch:clips'),
  // A multi-part video is one part per link (?p=N), hence single.
  bilibili: single('BiliBili', 'BiliIntl'),
  ted: single('TedTalk', 'TedEmbed'),
  imdb: single('imdb'),
  // A rumble.com page hands over to its embed player.
  rumble: single('Rumble', 'RumbleEmbed'),
  okru: single('Odnoklassniki'),
  // A wall post may hold several videos, each handed to vk.
  vk: post('vk', 'vk:wallpost'),
  tumblr: post('Tumblr'),
  bitchute: single('BitChute'),
  ninegag: post('9gag'),
};

export function ytdlpPolicyFor(platform: PlatformId): YtDlpPolicy | undefined {
  return YTDLP_POLICIES[platform];
}

/** Names yt-dlp must never be given: the catch-all extractor and the aliases that include it. */
const FORBIDDEN = new Set(['generic', 'default', 'all']);

export function isForbiddenExtractorName(name: string): boolean {
  return FORBIDDEN.has(name.toLowerCase());
}

/**
 * A name as `--use-extractors` reads it: a regular expression, so characters such as `.` in
 * `vm.tiktok` are escaped to match only themselves.
 */
export function extractorPattern(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Hosts that are the same site under a name older yt-dlp builds do not know: Debian's 2023.03.04
 * predates x.com and knows Instagram only as instagram.com. The link keeps its path and query.
 */
const HOST_ALIASES: Readonly<Record<string, string>> = {
  'x.com': 'twitter.com',
  'www.x.com': 'twitter.com',
  'instagr.am': 'www.instagram.com',
};

/** The link as yt-dlp is given it (a URL object is never changed in place). */
export function ytdlpUrlFor(url: URL): string {
  const alias = HOST_ALIASES[url.hostname.toLowerCase()];
  if (!alias) return url.href;
  const copy = new URL(url.href);
  copy.hostname = alias;
  return copy.href;
}
