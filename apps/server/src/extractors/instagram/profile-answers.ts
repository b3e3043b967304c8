/**
 * The profile tools' answers (downloader.md §3; downloader-results.md §2.3, §2.6 layout 2, §3
 * "Instagram profileData"): the account's profile data, and its picture as qualities, the largest first
 * (the app's HD picture when the operator's login could fetch it, else the web profile's
 * `profile_pic_url_hd`, D132). The bio tool answers the same with the biography as the description.
 */
import type { ExtractedQuality, Extraction } from '../extractor.js';
import type { MediaRules } from './media-qualities.js';
import { instagramLinks } from './instagram-links.js';
import type { Picture, WebProfileUser } from './profile-schema.js';

export const PROVIDER = 'instagram';

export interface ProfileExtras {
  /** The app's largest picture (operator login only). */
  readonly hdPicture?: Picture;
  /** Active stories, when the tool fetched them. */
  readonly storiesCount?: number;
}

/** downloader-results.md §3 "Instagram profileData" (proxy and download links are the browser's, D132). */
export function profileDataOf(user: WebProfileUser, extras: ProfileExtras = {}) {
  const hd = extras.hdPicture?.url ?? user.profile_pic_url_hd ?? user.profile_pic_url;
  return {
    username: user.username,
    fullName: user.full_name ?? null,
    isVerified: user.is_verified,
    isPrivate: user.is_private,
    profilePicUrl: user.profile_pic_url,
    hdProfilePicUrl: hd,
    profilePicProxyUrl: null,
    hdProfilePicProxyUrl: null,
    profilePicDownloadUrl: null,
    hdProfilePicDownloadUrl: null,
    biography: user.biography ?? '',
    category: user.category_name ?? user.business_category_name ?? null,
    externalUrl: user.external_url ?? null,
    followerCount: user.edge_followed_by?.count ?? null,
    followingCount: user.edge_follow?.count ?? null,
    mediaCount: user.edge_owner_to_timeline_media?.count ?? null,
    hasHighlightReels:
      user.highlight_reel_count === undefined || user.highlight_reel_count === null
        ? null
        : user.highlight_reel_count > 0,
    hasStories: extras.storiesCount === undefined ? null : extras.storiesCount > 0,
    storiesCount: extras.storiesCount ?? null,
    customStats: null,
  };
}
export type ProfileData = ReturnType<typeof profileDataOf>;

function picture(formatId: string, label: string, p: Picture, title: string): ExtractedQuality {
  return {
    formatId,
    type: 'image',
    format: 'jpg',
    quality: label,
    width: p.width ?? null,
    height: p.height ?? null,
    bitrate: null,
    duration: null,
    filesize: null,
    sizeEstimated: false,
    hasAudio: false,
    isAudioOnly: false,
    preview: p.url,
    title,
    parts: [{ kind: 'http', url: p.url, ext: 'jpg' }],
    processing: 'none',
  };
}

/** The profile picture, HD first, then the standard one when it is another file. */
export function pictureQualities(user: WebProfileUser, extras: ProfileExtras, rules: MediaRules) {
  const title = `${user.username} profile picture`;
  const webHd = user.profile_pic_url_hd ? { url: user.profile_pic_url_hd } : undefined;
  const hd = [extras.hdPicture, webHd].find((p) => p !== undefined && rules.isMediaUrl(p.url));
  const choices = [
    ...(hd ? [picture('picture-hd', 'HD', hd, title)] : []),
    ...(rules.isMediaUrl(user.profile_pic_url)
      ? [picture('picture', 'Standard', { url: user.profile_pic_url }, title)]
      : []),
  ];
  const [first, second] = choices;
  return first && second && first.preview === second.preview ? [first] : choices;
}

/** metadata of every answer about an account (downloader.md §3 "Metadata"). */
export function profileMetadata(user: WebProfileUser, profileData: ProfileData, contentType: string) {
  return {
    contentType,
    author: user.full_name || user.username,
    authorHandle: user.username,
    authorAvatar: user.profile_pic_url,
    username: user.username,
    source: instagramLinks.profile(user.username),
    profileData,
  };
}

/** profile-picture-downloader and bio-copier (the bio as `description`, with the stats in profileData). */
export function profileExtraction(
  user: WebProfileUser,
  extras: ProfileExtras,
  rules: MediaRules,
  tool: 'picture' | 'bio',
): Extraction {
  const profileData = profileDataOf(user, extras);
  const qualities = pictureQualities(user, extras, rules);
  return {
    title: tool === 'bio' ? `${user.username} bio` : `${user.username} profile picture`,
    duration: null,
    thumbnail: qualities[0]?.preview ?? null,
    provider: PROVIDER,
    metadata: {
      ...profileMetadata(user, profileData, 'profile'),
      ...(tool === 'bio' ? { description: profileData.biography } : {}),
    },
    extra: { profileData },
    qualities,
  };
}
