import {
  RESULT_DEFAULTS,
  sortVideoAudioImage,
  type DownloaderInfo,
  type DownloaderQuality,
} from '@mediaforge/shared';

/**
 * A Suno answer as the result view reads it (downloader-results.md §2.9, §3 "Suno metadata"; the
 * server's D155–D157): the header's facts and the songs, each with its MP3 and MP4 qualities. Fields the
 * server left out read as absent; a song entry without an id is left out rather than guessed.
 */
export interface SunoSong {
  readonly id: string;
  /** 1-based position, as the playlist rows number them. */
  readonly number: number;
  readonly title: string;
  readonly artist: string;
  readonly duration: number | null;
  readonly playCount: number | null;
  readonly image: string | null;
  readonly imageLarge: string | null;
  readonly audio: string | null;
  readonly modelVersion: string | null;
  readonly mp3: DownloaderQuality | undefined;
  readonly mp4: DownloaderQuality | undefined;
}

export interface SunoView {
  readonly kind: 'playlist' | 'song';
  /** The video and hook tools' answers: their items are listed video, audio, image (DR §2.9). */
  readonly isVideo: boolean;
  readonly title: string;
  readonly cover: string | null;
  readonly modelVersion: string | null;
  readonly author: string | null;
  readonly authorHandle: string | null;
  readonly authorAvatar: string | null;
  readonly playCount: number | null;
  readonly likeCount: number | null;
  readonly tags: string | null;
  /** The item's page on Suno (copied by the copy button). */
  readonly source: string;
  readonly songs: readonly SunoSong[];
  /** The picture as a quality (its stream is the cover download's fallback, DR §7). */
  readonly coverQuality: DownloaderQuality | undefined;
  /** Every file of the answer, in the order the view lists them. */
  readonly items: readonly DownloaderQuality[];
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;
const countOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function songsOf(info: DownloaderInfo): SunoSong[] {
  const raw: unknown = info.metadata['songs'];
  const entries = (Array.isArray(raw) ? raw : []).filter(
    (entry): entry is Readonly<Record<string, unknown>> => isRecord(entry) && textOf(entry['id']) !== null,
  );
  return entries.map((song, i) => {
    const id = String(song['id']);
    // One song: every file is its own, whatever the server tagged them with.
    const mine = info.qualities.filter((q) => q['songId'] === id || entries.length === 1);
    return {
      id,
      number: i + 1,
      title: textOf(song['title']) ?? RESULT_DEFAULTS.trackTitle,
      artist: textOf(song['artist']) ?? RESULT_DEFAULTS.artistName,
      duration: countOf(song['duration']),
      playCount: countOf(song['playCount']),
      image: textOf(song['imageUrl']) ?? textOf(song['imageLargeUrl']),
      imageLarge: textOf(song['imageLargeUrl']) ?? textOf(song['imageUrl']),
      audio: textOf(song['audioUrl']),
      modelVersion: textOf(song['modelVersion']),
      mp3: mine.find((q) => q.isAudioOnly),
      mp4: mine.find((q) => q.type === 'video' || q.type === 'mp4'),
    };
  });
}

export function readSunoAnswer(info: DownloaderInfo): SunoView {
  const { metadata } = info;
  const isVideo = metadata.contentType === 'video';
  const songs = songsOf(info);
  return {
    kind: metadata.contentType === 'playlist' ? 'playlist' : 'song',
    isVideo,
    title: textOf(info.title) ?? RESULT_DEFAULTS.trackTitle,
    cover: textOf(info.thumbnail) ?? songs[0]?.imageLarge ?? null,
    modelVersion: textOf(metadata['modelVersion']),
    author: textOf(metadata.author),
    authorHandle: textOf(metadata.authorHandle),
    authorAvatar: textOf(metadata.authorAvatar),
    playCount: countOf(metadata['playCount']) ?? countOf(metadata.viewCount),
    likeCount: countOf(metadata['upvoteCount']) ?? countOf(metadata.likeCount),
    tags: textOf(metadata['tags']),
    source: textOf(metadata.source) ?? info.url,
    songs,
    coverQuality: info.qualities.find((q) => q.formatId === 'cover' || q.type === 'image'),
    items: isVideo ? sortVideoAudioImage(info.qualities) : info.qualities,
  };
}
