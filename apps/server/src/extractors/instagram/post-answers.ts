/**
 * A post's answer (downloader.md §3; downloader-results.md §2.6 layout 3, §3): every slide of a
 * carousel, photos included, or the one photo or video, with the caption, the author and the date
 * (D136). The photo, carousel and caption tools answer the same post; the caption tool's text is
 * `metadata.caption`. The private-account tool answers an account's newest posts the same way.
 */
import type { Extraction } from '../extractor.js';
import { instagramLinks } from './instagram-links.js';
import { itemQuality, mediaIdOf, type MediaRules } from './media-qualities.js';
import type { MediaItem } from './media-schema.js';
import { PROVIDER, profileDataOf, profileMetadata } from './profile-answers.js';
import type { WebProfileUser } from './profile-schema.js';

export function postExtraction(item: MediaItem, shortcode: string, rules: MediaRules): Extraction {
  const slides = item.carousel_media?.length ? item.carousel_media : [item];
  const carousel = slides.length > 1;
  const qualities = slides.flatMap((node, i) => {
    const extra = carousel ? { carouselIndex: i + 1 } : {};
    const title = carousel ? `${i + 1} of ${slides.length}` : undefined;
    return itemQuality(node, `${i + 1}-${mediaIdOf(node)}`, rules, extra, title) ?? [];
  });
  const user = item.user;
  const caption = item.caption?.text ?? null;
  const takenAt = item.taken_at ?? null;
  const first = qualities[0];
  const contentType = carousel ? 'carousel' : first?.type === 'video' ? 'video' : 'image';
  return {
    title: user ? `Post by ${user.username}` : `Post ${shortcode}`,
    duration: carousel ? null : (first?.duration ?? null),
    thumbnail: first?.preview ?? null,
    provider: PROVIDER,
    metadata: {
      contentType,
      author: user ? user.full_name || user.username : null,
      authorHandle: user?.username ?? null,
      authorAvatar: user?.profile_pic_url ?? null,
      ...(user ? { username: user.username } : {}),
      caption,
      description: caption,
      mediaCount: qualities.length,
      uploadDate: takenAt === null ? null : new Date(takenAt * 1000).toISOString(),
      source: instagramLinks.post(shortcode),
    },
    qualities,
  };
}

/** private-account-downloader: every slide of the account's newest posts, each with its post's facts. */
export function feedExtraction(
  user: WebProfileUser,
  items: readonly MediaItem[],
  rules: MediaRules,
): Extraction {
  const qualities = items.flatMap((item, p) => {
    const slides = item.carousel_media?.length ? item.carousel_media : [item];
    return slides.flatMap((node, i) => {
      const extra = {
        postIndex: p + 1,
        postCode: item.code ?? null,
        ...(slides.length > 1 ? { carouselIndex: i + 1 } : {}),
        caption: item.caption?.text ?? null,
        takenAt: item.taken_at ?? null,
      };
      const title = slides.length > 1 ? `Post ${p + 1} (${i + 1} of ${slides.length})` : `Post ${p + 1}`;
      return itemQuality(node, `${p + 1}-${i + 1}-${mediaIdOf(node)}`, rules, extra, title) ?? [];
    });
  });
  const profileData = profileDataOf(user);
  return {
    title: `${user.username} posts`,
    duration: null,
    thumbnail: qualities[0]?.preview ?? user.profile_pic_url,
    provider: PROVIDER,
    metadata: { ...profileMetadata(user, profileData, 'profile'), mediaCount: qualities.length },
    extra: { profileData },
    qualities,
  };
}
