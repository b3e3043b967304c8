/**
 * The answer of an iFunny post (downloader.md §3; D146): a video as its MP4; a GIF as its MP4 rendering
 * and as the GIF file; a picture (meme, caption, comic) as its image. Files are fetched as the page
 * names them and relayed as they are. Pure.
 */
import type { ExtractedQuality, Extraction } from '../extractor.js';
import type { IfunnyPost } from './ifunny-page.js';

const IMAGE_FORMATS: Readonly<Record<string, string>> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
};

function extensionOf(address: string): string | undefined {
  return /\.([A-Za-z0-9]{2,4})$/.exec(new URL(address).pathname)?.[1]?.toLowerCase();
}

function base(post: IfunnyPost) {
  return {
    width: post.width,
    height: post.height,
    bitrate: null,
    filesize: null,
    sizeEstimated: false,
    isAudioOnly: false,
    preview: post.thumbnail,
    processing: 'none' as const,
  };
}

function videoQuality(
  post: IfunnyPost,
  url: string,
  formatId: string,
  quality: string,
  hasAudio: boolean,
): ExtractedQuality {
  const format = extensionOf(url) === 'webm' ? 'webm' : 'mp4';
  return {
    ...base(post),
    formatId,
    type: 'video',
    format,
    quality,
    duration: post.duration,
    hasAudio,
    parts: [{ kind: 'http', url, ext: format }],
  };
}

function imageQuality(post: IfunnyPost, url: string, formatId: string, quality: string): ExtractedQuality {
  const format = IMAGE_FORMATS[extensionOf(url) ?? ''] ?? (post.kind === 'gif' ? 'gif' : 'jpg');
  return {
    ...base(post),
    formatId,
    type: 'image',
    format,
    quality,
    duration: null,
    hasAudio: false,
    parts: [{ kind: 'http', url, ext: format }],
  };
}

function qualities(post: IfunnyPost): ExtractedQuality[] {
  if (post.kind === 'video') {
    const label = post.height !== null ? `${Math.min(post.height, post.width ?? post.height)}p` : 'Original';
    return post.videoUrl !== null ? [videoQuality(post, post.videoUrl, 'video', label, true)] : [];
  }
  if (post.kind === 'gif') {
    // The MP4 rendering is iFunny's own, without sound; the GIF is kept for those who want the loop file.
    return [
      ...(post.videoUrl !== null ? [videoQuality(post, post.videoUrl, 'mp4', 'MP4', false)] : []),
      ...(post.imageUrl !== null ? [imageQuality(post, post.imageUrl, 'gif', 'GIF')] : []),
    ];
  }
  return post.imageUrl !== null ? [imageQuality(post, post.imageUrl, 'image', 'Original')] : [];
}

export function ifunnyExtraction(post: IfunnyPost, link: string): Extraction {
  return {
    title: post.title,
    duration: post.kind === 'video' ? post.duration : null,
    thumbnail: post.thumbnail ?? post.imageUrl,
    provider: 'ifunny',
    metadata: {
      contentType: post.kind === 'image' ? 'image' : 'video',
      author: post.author,
      authorHandle: post.author,
      caption: post.tags.length > 0 ? post.tags.map((t) => `#${t}`).join(' ') : null,
      likeCount: post.likeCount,
      viewCount: post.viewCount,
      commentCount: post.commentCount,
      uploadDate: post.uploadDate,
      source: link,
      mediaCount: 1,
    },
    qualities: qualities(post),
  };
}
