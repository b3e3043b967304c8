/**
 * The `profile-picture` tool of Snapchat (downloader-results.md §2.10 "Download profile picture"; D144):
 * a public profile's picture, or a private account's Bitmoji, and the Snapcode asked for as a PNG. Pure.
 */
import { ExtractorError, type Extraction } from '../extractor.js';
import { privateProfileData, profileMetadata } from './snapchat-metadata.js';
import type { SnapchatPage } from './snapchat-page.js';
import { pictureQuality, snapcodePng } from './snapchat-qualities.js';

interface Pictures {
  readonly title: string;
  readonly picture: { readonly formatId: string; readonly label: string; readonly url: string | null };
  readonly snapcodeUrl: string | null;
  readonly metadata: Readonly<Record<string, unknown>>;
}

function answer({ title, picture, snapcodeUrl, metadata }: Pictures): Extraction {
  const snapcode = snapcodeUrl !== null ? snapcodePng(snapcodeUrl) : undefined;
  const qualities = [
    ...(picture.url !== null ? [pictureQuality(picture.formatId, picture.label, picture.url, title)] : []),
    ...(snapcode !== undefined ? [pictureQuality('snapcode', 'Snapcode', snapcode, title, 'png')] : []),
  ];
  if (qualities.length === 0) throw new ExtractorError('CONTENT_UNAVAILABLE', 'snapchat: no pictures');
  return {
    title,
    duration: null,
    thumbnail: picture.url ?? snapcode ?? null,
    provider: 'snapchat',
    metadata: { contentType: 'user', ...metadata, mediaCount: qualities.length },
    qualities,
  };
}

export function snapchatPictureExtraction(page: SnapchatPage): Extraction {
  const { profile, privateProfile } = page;
  if (profile) {
    return answer({
      title: profile.displayName,
      picture: { formatId: 'profile-picture', label: 'Profile picture', url: profile.profilePictureUrl },
      snapcodeUrl: profile.snapcodeImageUrl,
      metadata: profileMetadata(profile),
    });
  }
  if (privateProfile) {
    const data = privateProfileData(privateProfile);
    return answer({
      title: privateProfile.displayName,
      picture: { formatId: 'bitmoji', label: 'Bitmoji', url: privateProfile.bitmojiUrl },
      snapcodeUrl: privateProfile.snapcodeImageUrl,
      metadata: {
        username: data.username,
        author: data.displayName,
        authorHandle: data.username,
        profileData: data,
      },
    });
  }
  throw new ExtractorError('EXTRACTOR_CHANGED', 'snapchat: the page has no userProfile');
}
