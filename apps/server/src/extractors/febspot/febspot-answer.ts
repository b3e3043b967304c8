/**
 * The answer of a Febspot video (downloader.md §3; D145): one quality per file of its player, largest
 * first, each fetched as the page names it with the page as Referer (video sites check it on their file
 * links) and relayed as it is. Pure.
 */
import type { ExtractedQuality, Extraction } from '../extractor.js';
import type { FebspotSource, FebspotVideo } from './febspot-page.js';

function quality(
  source: FebspotSource,
  index: number,
  video: FebspotVideo,
  referer: string,
): ExtractedQuality {
  const label = source.height !== null ? `${source.height}p` : (source.label ?? 'Original');
  return {
    formatId: source.height !== null ? `${source.height}p-${index}` : `file-${index}`,
    type: 'video',
    format: source.format,
    quality: label,
    width: source.width,
    height: source.height,
    bitrate: null,
    duration: video.duration,
    filesize: null,
    sizeEstimated: false,
    hasAudio: true,
    isAudioOnly: false,
    preview: video.thumbnail,
    parts: [{ kind: 'http', url: source.url, headers: { referer }, ext: source.format }],
    processing: 'none',
  };
}

/** `pageUrl` is the page the files were found on; `link` the visitor's. */
export function febspotExtraction(video: FebspotVideo, pageUrl: string, link: string): Extraction {
  return {
    title: video.title,
    duration: video.duration,
    thumbnail: video.thumbnail,
    provider: 'febspot',
    metadata: {
      contentType: 'video',
      author: video.author,
      caption: video.description,
      description: video.description,
      viewCount: video.viewCount,
      uploadDate: video.uploadDate,
      source: link,
      mediaCount: 1,
    },
    qualities: video.sources.map((s, i) => quality(s, i, video, pageUrl)),
  };
}
