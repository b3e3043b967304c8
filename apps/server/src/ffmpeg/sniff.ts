/**
 * Media type from magic bytes (DESIGN.md §5 "types sniffed from bytes"). The result picks the ffprobe
 * demuxer (`-f`), so a file is only ever opened by the demuxer of the container it claims to be; anything
 * unknown is refused before a tool touches it. Accepted containers are the inputs of converter-compressor.md
 * §5 (mp4, webm, mov, avi, mkv, wmv, flv, m4v, 3gp, ogv) and NOTES.md 1 (mp3, wav, aac, flac, m4a, ogg,
 * opus, wma, aiff, amr), plus gif (a converter format, §9), and — beyond the spec's lists (D55) — MPEG
 * transport streams (.ts/.mts/.m2ts), raw AC-3/E-AC-3 and DTS, which ffmpeg reads with demuxers of their
 * own that open nothing but the one file.
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
  | 'gif'
  | 'mpegts'
  | 'ac3'
  | 'eac3'
  | 'dts';

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

/** How many leading bytes `sniff` needs to decide (five 192-byte M2TS packets). */
export const SNIFF_HEAD_BYTES = 1024;

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
  const frame = mpegAudioFrameAt(b, 0);
  if (!frame) return undefined;
  return frame.kind === 'adts'
    ? result('aac', same('aac', 'audio/aac'))
    : result('mp3', same('mp3', 'audio/mpeg'));
}

/** One MPEG audio frame header: its kind, the fields consecutive frames share, and its length in bytes. */
export interface AudioFrame {
  readonly kind: 'mp3' | 'adts';
  /** Version, layer and sample-rate bits: equal in every frame of one stream. */
  readonly signature: number;
  /** 0 when the length cannot be known from the header (MP3 "free format"). */
  readonly length: number;
}

/** kbit/s by [MPEG-1?][layer 1..3][index]; MPEG-2/2.5 share one table per layer group. */
const BITRATES: Readonly<Record<string, readonly number[]>> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-23': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES = [44100, 48000, 32000];

/** The MPEG audio (or ADTS) frame whose header starts at `at`, if the bytes there are a valid one. */
export function mpegAudioFrameAt(b: Uint8Array, at: number): AudioFrame | undefined {
  const [b0, b1, b2, b3] = [b[at], b[at + 1], b[at + 2], b[at + 3]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || (b1 & 0xe0) !== 0xe0) return undefined;
  const layerBits = (b1 >> 1) & 0x03;
  if (layerBits === 0) {
    const adts = (b1 & 0xf6) === 0xf0 && ((b2 >> 2) & 0x0f) < 13;
    if (!adts) return undefined;
    const b4 = b[at + 4] ?? 0;
    const b5 = b[at + 5] ?? 0;
    const length = ((b3 ?? 0) & 0x03) * 2048 + b4 * 8 + (b5 >> 5);
    return { kind: 'adts', signature: (b1 << 8) | (b2 & 0x3c), length };
  }
  const version = (b1 >> 3) & 0x03;
  const bitrateIndex = (b2 >> 4) & 0x0f;
  const sampleRateIndex = (b2 >> 2) & 0x03;
  if (version === 1 || bitrateIndex === 0x0f || sampleRateIndex === 0x03) return undefined;
  const layer = 4 - layerBits;
  const mpeg1 = version === 3;
  const table = mpeg1 ? `1-${layer}` : layer === 1 ? '2-1' : '2-23';
  const kbps = BITRATES[table]?.[bitrateIndex] ?? 0;
  const rate = (SAMPLE_RATES[sampleRateIndex] ?? 0) / (mpeg1 ? 1 : version === 2 ? 2 : 4);
  const padding = (b2 >> 1) & 0x01;
  let length = 0;
  if (kbps > 0) {
    if (layer === 1) length = (Math.floor((12 * kbps * 1000) / rate) + padding) * 4;
    else {
      const perFrame = layer === 3 && !mpeg1 ? 72 : 144;
      length = Math.floor((perFrame * kbps * 1000) / rate) + padding;
    }
  }
  return { kind: 'mp3', signature: (b1 << 8) | (b2 & 0x0c), length };
}

/** An MPEG transport stream: 0x47 every 188 bytes (TS) or every 192 after a 4-byte timestamp (M2TS). */
function transportStream(b: Uint8Array): SniffResult | undefined {
  for (const [first, step] of [
    [0, 188],
    [4, 192],
  ] as const) {
    const packets = Math.min(5, Math.floor((b.length - first) / step));
    let synced = packets >= 2;
    for (let i = 0; synced && i < packets; i++) synced = b[first + i * step] === 0x47;
    if (synced)
      return result('mpegts', same(step === 188 ? 'ts' : 'm2ts', 'video/mp2t'), same('ts', 'audio/mp2t'));
  }
  return undefined;
}

/** Raw Dolby Digital (sync word 0x0B77; bsid ≤ 10 AC-3, 11–16 E-AC-3) and DTS (its four sync words). */
function elementaryAudio(b: Uint8Array): SniffResult | undefined {
  if (bytesAt(b, 0, [0x0b, 0x77]) && b.length > 5) {
    const bsid = (b[5] ?? 0) >> 3;
    if (bsid <= 10) return result('ac3', same('ac3', 'audio/ac3'));
    if (bsid <= 16) return result('eac3', same('eac3', 'audio/eac3'));
    return undefined;
  }
  const dtsSync = [
    [0x7f, 0xfe, 0x80, 0x01],
    [0xfe, 0x7f, 0x01, 0x80],
    [0x1f, 0xff, 0xe8, 0x00],
    [0xff, 0x1f, 0x00, 0xe8],
  ];
  if (dtsSync.some((sync) => bytesAt(b, 0, sync))) return result('dts', same('dts', 'audio/vnd.dts'));
  return undefined;
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
  const audio = mpegAudio(head) ?? elementaryAudio(head);
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
  return matroska(head) ?? isoMedia(head) ?? transportStream(head);
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
