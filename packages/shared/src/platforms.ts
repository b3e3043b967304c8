/**
 * Downloader platforms (downloader.md §1, §2, §4, §5; NOTES.md 2 for the host lists).
 * PLATFORMS is in the spec's bar order.
 */
export interface PlatformInfo {
  /** Route segment: /downloader/{id}. */
  readonly id: string;
  /** Display name (downloader.md §1). */
  readonly name: string;
  /** Flagged popular in downloader.md §1. */
  readonly popular: boolean;
  /**
   * The browser's name for the platform: the server's list uses the id (the spec's backend name:
   * twitter, okru, ninegag, suno), which downloader.md §4 maps to x, ok.ru, 9gag and suno ai.
   */
  readonly mappedName: string;
  /** Public domains, their usual sub-domains and short links (NOTES.md 2). */
  readonly hosts: readonly string[];
}

/** Keeps each id as a literal type, so PlatformId is the union of the 24 ids. */
const p = <const I extends string>(
  id: I,
  name: string,
  popular: boolean,
  hosts: readonly string[],
  mappedName: string = id,
): PlatformInfo & { readonly id: I } => ({ id, name, popular, mappedName, hosts });

export const PLATFORMS = [
  p('youtube', 'YouTube', true, [
    'youtube.com',
    'www.youtube.com',
    'm.youtube.com',
    'music.youtube.com',
    'youtu.be',
    'youtube-nocookie.com',
  ]),
  p('tiktok', 'TikTok', true, [
    'tiktok.com',
    'www.tiktok.com',
    'm.tiktok.com',
    'vm.tiktok.com',
    'vt.tiktok.com',
  ]),
  p('instagram', 'Instagram', true, ['instagram.com', 'www.instagram.com', 'instagr.am']),
  p('snapchat', 'Snapchat', true, [
    'snapchat.com',
    'www.snapchat.com',
    'story.snapchat.com',
    't.snapchat.com',
  ]),
  p('whatsapp', 'WhatsApp', true, [
    'whatsapp.com',
    'www.whatsapp.com',
    'wa.me',
    'api.whatsapp.com',
    'chat.whatsapp.com',
  ]),
  p('facebook', 'Facebook', true, [
    'facebook.com',
    'www.facebook.com',
    'm.facebook.com',
    'web.facebook.com',
    'fb.watch',
    'fb.com',
  ]),
  p(
    'twitter',
    'X',
    true,
    ['x.com', 'www.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com', 't.co'],
    'x',
  ),
  p('pinterest', 'Pinterest', true, ['pinterest.com', 'www.pinterest.com', 'pin.it']),
  p('linkedin', 'LinkedIn', true, ['linkedin.com', 'www.linkedin.com', 'lnkd.in']),
  p('telegram', 'Telegram', false, ['telegram.org', 't.me', 'telegram.me']),
  p('vimeo', 'Vimeo', false, ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']),
  p('twitch', 'Twitch', false, ['twitch.tv', 'www.twitch.tv', 'm.twitch.tv', 'clips.twitch.tv']),
  p('bilibili', 'Bilibili', false, [
    'bilibili.com',
    'www.bilibili.com',
    'm.bilibili.com',
    'bilibili.tv',
    'b23.tv',
  ]),
  p('ted', 'TED', false, ['ted.com', 'www.ted.com']),
  p('imdb', 'IMDB', false, ['imdb.com', 'www.imdb.com', 'm.imdb.com']),
  p('rumble', 'Rumble', false, ['rumble.com', 'www.rumble.com']),
  p('okru', 'OK.ru', false, ['ok.ru', 'm.ok.ru', 'odnoklassniki.ru'], 'ok.ru'),
  p('vk', 'VK', false, ['vk.com', 'm.vk.com', 'vk.ru', 'vkvideo.ru']),
  p('tumblr', 'Tumblr', false, ['tumblr.com', 'www.tumblr.com']),
  p('bitchute', 'Bitchute', false, ['bitchute.com', 'www.bitchute.com']),
  p('febspot', 'Febspot', false, ['febspot.com', 'www.febspot.com']),
  p('ifunny', 'iFunny', false, ['ifunny.co', 'www.ifunny.co']),
  p('ninegag', '9gag', false, ['9gag.com', 'www.9gag.com', 'm.9gag.com'], '9gag'),
  p('suno', 'Suno AI', true, ['suno.com', 'www.suno.com', 'app.suno.ai', 'suno.ai'], 'suno ai'),
] as const satisfies readonly PlatformInfo[];

export type PlatformId = (typeof PLATFORMS)[number]['id'];

export const PLATFORM_IDS: readonly PlatformId[] = PLATFORMS.map((x) => x.id);

export function isPlatformId(value: string): value is PlatformId {
  return (PLATFORM_IDS as readonly string[]).includes(value);
}

export function platformById(id: PlatformId): PlatformInfo {
  const found = PLATFORMS.find((x) => x.id === id);
  if (!found) throw new Error(`unknown platform ${id}`);
  return found;
}

/**
 * The platform a server name or a route segment names: the id itself (the server's backend name) or the
 * browser's mapped name (x, ok.ru, 9gag, suno ai), any case; so /downloader/x is /downloader/twitter.
 */
export function platformIdFromBackendName(name: string): PlatformId | undefined {
  const n = name.trim().toLowerCase();
  return PLATFORMS.find((x) => x.id === n || x.mappedName === n)?.id;
}

/** A sub-tool route of a platform and the tool type the form sees (downloader.md §2). */
export interface SubTool {
  /** Path segment after /downloader/{platform}; '' for the platform's own route. */
  readonly slug: string;
  readonly toolType: string;
}

const t = (slug: string, toolType: string): SubTool => ({ slug, toolType });

/** Sub-tool routes per platform, in the spec's order; platforms not listed have only their own route. */
export const PLATFORM_SUB_TOOLS = {
  instagram: [
    t('', 'video-downloader'),
    t('photo', 'photo-downloader'),
    t('reels', 'reels-downloader'),
    t('audio', 'audio-extractor'),
    t('story', 'story-downloader'),
    t('highlights', 'highlights-downloader'),
    t('live', 'live-downloader'),
    t('carousel', 'carousel-downloader'),
    t('highlight-cover', 'highlight-cover-downloader'),
    t('profile-picture', 'profile-picture-downloader'),
    t('private-account', 'private-account-downloader'),
    t('caption-copier', 'caption-copier'),
    t('bio-copier', 'bio-copier'),
  ],
  whatsapp: [
    t('', 'dp-downloader'),
    t('link-generator', 'link-generator'),
    t('profile-details', 'profile-details'),
  ],
  suno: [
    t('', 'music-downloader'),
    t('playlist', 'playlist-downloader'),
    t('video', 'video-downloader'),
    t('hook', 'hook-downloader'),
  ],
  snapchat: [t('', 'video'), t('profile-picture', 'profile-picture')],
} as const satisfies Partial<Record<PlatformId, readonly SubTool[]>>;

export function subToolsOf(platform: PlatformId): readonly SubTool[] {
  return (PLATFORM_SUB_TOOLS as Partial<Record<PlatformId, readonly SubTool[]>>)[platform] ?? [];
}

/** Instagram's 'profile-picture' and 'profile-picture-downloader' are the same tool (NOTES.md 5). */
export function normaliseToolType(toolType: string): string {
  return toolType === 'profile-picture' ? 'profile-picture-downloader' : toolType;
}
