/**
 * Media type from magic bytes (DESIGN.md §5 "types sniffed from bytes"). The result picks the ffprobe
 * demuxer (`-f`), so a file is only ever opened by the demuxer of the container it claims to be; anything
 * unknown is refused before a tool touches it. Accepted containers are the inputs of converter-compressor.md
 * §5 (mp4, webm, mov, avi, mkv, wmv, flv, m4v, 3gp, ogv) and NOTES.md 1 (mp3, wav, aac, flac, m4a, ogg,
 * opus, wma, aiff, amr), plus gif (a converter format, §9).
 */

/** ffprobe/ffmpeg demuxer names (`ffprobe -formats`). */
export type Demuxer =
  | 'mov'
  | 'matroska'
  | 'avi'
  | 'flv'
  | 'asf'
  | 'ogg'
  | 'mp3'
  | 'wav'
  | 'aiff'
  | 'flac'
  | 'amr'
  | 'aac'
  | 'gif';

export interface MediaType {
  /** Container label as users know it (mp4, webm, wma…). */
  readonly container: string;
  readonly mimeType: string;
}

export interface SniffResult extends MediaType {
  readonly demuxer: Demuxer;
  /** The label and type when the probe finds no video stream (mp4 → m4a, wmv → wma, ogv → ogg). */
  readonly audioOnly: MediaType;
}

/** How many leading bytes `sniff` needs to decide. */
export const SNIFF_HEAD_BYTES = 64;

const ascii = (b: Uint8Array, at: number, text: string): boolean =>
  b.length >= at + text.length && [...text].every((c, i) => b[at + i] === c.charCodeAt(0));

const bytesAt = (b: Uint8Array, at: number, expected: readonly number[]): boolean =>
  b.length >= at + expected.length && expected.every((v, i) => b[at + i] === v);

const same = (container: string, mimeType: string): { container: string; mimeType: string } => ({
  container,
  mimeType,
});

function result(demuxer: Demuxer, video: MediaType, audioOnly: MediaType = video): SniffResult {
  return { demuxer, ...video, audioOnly };
}

const ASF_GUID = [
  0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c,
];
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];
/** QuickTime files without an ftyp box start with one of these atoms. */
const QUICKTIME_ATOMS = ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'];

function isoMedia(b: Uint8Array): SniffResult | undefined {
  if (ascii(b, 4, 'ftyp')) {
    const brand = String.fromCharCode(...b.slice(8, 12));
    if (brand === 'qt  ') return result('mov', same('mov', 'video/quicktime'));
    if (brand.startsWith('3g')) return result('mov', same('3gp', 'video/3gpp'), same('3gp', 'audio/3gpp'));
    if (brand === 'M4A ' || brand === 'M4B ') return result('mov', same('m4a', 'audio/mp4'));
    if (brand.startsWith('M4V')) return result('mov', same('m4v', 'video/x-m4v'), same('m4a', 'audio/mp4'));
    return result('mov', same('mp4', 'video/mp4'), same('m4a', 'audio/mp4'));
  }
  if (QUICKTIME_ATOMS.some((atom) => ascii(b, 4, atom))) return result('mov', same('mov', 'video/quicktime'));
  return undefined;
}

/** Matroska and WebM share EBML; the DocType element (0x4282) near the start tells them apart. */
function matroska(b: Uint8Array): SniffResult | undefined {
  if (!bytesAt(b, 0, EBML_MAGIC)) return undefined;
  for (let i = 4; i + 2 < b.length; i++) {
    if (b[i] === 0x42 && b[i + 1] === 0x82 && ascii(b, i + 3, 'webm')) {
      return result('matroska', same('webm', 'video/webm'), same('webm', 'audio/webm'));
    }
  }
  return result('matroska', same('mkv', 'video/x-matroska'), same('mka', 'audio/x-matroska'));
}

/** An MPEG audio frame header: MP3 (layers I–III) or AAC in ADTS (layer bits 00). */
function mpegAudio(b: Uint8Array): SniffResult | undefined {
  const [b0, b1, b2] = [b[0], b[1], b[2]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return undefined;
  const layer = (b1 >> 1) & 0x03;
  if (layer === 0) {
    const adts = (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0x0f) < 13;
    return adts ? result('aac', same('aac', 'audio/aac')) : undefined;
  }
  const version = (b1 >> 3) & 0x03;
  const bitrateIndex = (b2 >> 4) & 0x0f;
  const sampleRateIndex = (b2 >> 2) & 0x03;
  if (version === 1 || bitrateIndex === 0x0f || sampleRateIndex === 0x03) return undefined;
  return result('mp3', same('mp3', 'audio/mpeg'));
}

/**
 * The container of a file from its first bytes (at least SNIFF_HEAD_BYTES, or the whole file when
 * shorter), or undefined when it is not a supported audio or video container. Pass `afterId3: true`
 * when `head` starts after an ID3v2 tag: only audio streams follow such a tag.
 */
export function sniff(
  head: Uint8Array,
  options: { readonly afterId3?: boolean } = {},
): SniffResult | undefined {
  if (ascii(head, 0, 'fLaC')) return result('flac', same('flac', 'audio/flac'));
  const audio = mpegAudio(head);
  if (audio || options.afterId3) return audio;
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'AVI ')) return result('avi', same('avi', 'video/x-msvideo'));
  if ((ascii(head, 0, 'RIFF') || ascii(head, 0, 'RF64')) && ascii(head, 8, 'WAVE')) {
    return result('wav', same('wav', 'audio/wav'));
  }
  if (ascii(head, 0, 'FORM') && (ascii(head, 8, 'AIFF') || ascii(head, 8, 'AIFC'))) {
    return result('aiff', same('aiff', 'audio/aiff'));
  }
  if (ascii(head, 0, 'OggS')) {
    const opus = ascii(head, 28, 'OpusHead');
    return result(
      'ogg',
      same('ogv', 'video/ogg'),
      opus ? same('opus', 'audio/ogg') : same('ogg', 'audio/ogg'),
    );
  }
  if (ascii(head, 0, 'FLV') && head[3] === 0x01) return result('flv', same('flv', 'video/x-flv'));
  if (bytesAt(head, 0, ASF_GUID)) {
    return result('asf', same('wmv', 'video/x-ms-wmv'), same('wma', 'audio/x-ms-wma'));
  }
  if (ascii(head, 0, '#!AMR-WB\n')) return result('amr', same('amr', 'audio/amr-wb'));
  if (ascii(head, 0, '#!AMR\n')) return result('amr', same('amr', 'audio/amr'));
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return result('gif', same('gif', 'image/gif'));
  return matroska(head) ?? isoMedia(head);
}

/**
 * Length of an ID3v2 tag at the start of `head` (10-byte header + syncsafe size + optional footer), or 0.
 * MP3, AAC and FLAC files may start with one; the caller sniffs again at this offset.
 */
export function id3v2TagLength(head: Uint8Array): number {
  if (!ascii(head, 0, 'ID3') || head.length < 10) return 0;
  const size = [6, 7, 8, 9].reduce((acc, i) => (acc << 7) | ((head[i] ?? 0) & 0x7f), 0);
  const footer = ((head[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** The container label and MIME type once the probe has said whether there is a video stream. */
export function mediaTypeOf(sniffed: SniffResult, hasVideo: boolean): MediaType {
  return hasVideo ? { container: sniffed.container, mimeType: sniffed.mimeType } : sniffed.audioOnly;
}
