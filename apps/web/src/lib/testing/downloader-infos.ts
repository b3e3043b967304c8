import type { DownloaderInfo, DownloaderQuality } from '@mediaforge/shared';

/** A quality as the server answers it, for tests. */
export function quality(label: string, audioOnly: boolean): DownloaderQuality {
  return {
    index: 0,
    formatId: label,
    url: `/api/downloader/stream?token=t-${label}`,
    type: audioOnly ? 'audio' : 'video',
    format: audioOnly ? 'mp3' : 'mp4',
    quality: label,
    size: '1 MB',
    filesize: 1_048_576,
    sizeEstimated: false,
    width: null,
    height: null,
    resolution: null,
    bitrate: null,
    duration: 2,
    hasAudio: true,
    isAudioOnly: audioOnly,
    delivery: 'stream',
  };
}

/** An analysis answer with these qualities (a video by default), for tests. */
export function infoWith(qualities: readonly DownloaderQuality[] = [quality('720p', false)]): DownloaderInfo {
  return {
    success: true,
    title: 'Clip',
    duration: 2,
    platform: 'youtube',
    thumbnail: null,
    url: 'https://youtu.be/abc',
    qualities: [...qualities],
    jobId: 'analysis-1',
    toolType: '',
    provider: 'yt-dlp',
    metadata: {},
    expiresAt: 0,
  };
}
