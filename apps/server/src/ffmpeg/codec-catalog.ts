/**
 * Which codecs this ffmpeg can decode, from `ffmpeg -hide_banner -codecs` (the decoder list keyed by the
 * codec names ffprobe reports; `-decoders` names decoders, e.g. libdav1d for av1). Read once per process.
 */

export interface CodecInfo {
  readonly decodable: boolean;
  /** ffmpeg's long name, e.g. "H.266 / VVC (Versatile Video Coding)". */
  readonly description: string;
}

export type CodecCatalog = ReadonlyMap<string, CodecInfo>;

/** ` DEV.LS h264   H.264 / AVC … (decoders: …) (encoders: …)`: flags, name, description. */
const LINE = /^ ([D.])([E.])([VASDT.])[I.][L.][S.] (\S+)\s+(.*)$/;

export function parseCodecList(text: string): CodecCatalog {
  const catalog = new Map<string, CodecInfo>();
  for (const line of text.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, decode, , , name, rest] = match;
    if (!name || name === '=') continue;
    const description = (rest ?? '').replace(/ \((de|en)coders:[^)]*\)/g, '').trim();
    catalog.set(name, { decodable: decode === 'D', description });
  }
  return catalog;
}

/** Sample-entry tags of codecs an older ffprobe cannot name (codec_name absent), to name them anyway. */
const CODECS_BY_TAG: Readonly<Record<string, string>> = {
  vvc1: 'vvc',
  vvi1: 'vvc',
  avs3: 'avs3',
  lhe1: 'lcevc',
};

export interface StreamCodec {
  readonly kind: 'video' | 'audio';
  /** ffprobe codec_name; absent when ffprobe does not know the codec. */
  readonly name: string | null;
  /** ffprobe codec_tag_string, e.g. "vvc1". */
  readonly tag: string | null;
}

/**
 * The human name of a stream's codec that this ffmpeg cannot decode, or undefined when it can.
 * An unnamed codec is undecodable by definition: ffmpeg has no decoder for "none".
 */
export function undecodableCodec(stream: StreamCodec, catalog: CodecCatalog): string | undefined {
  const known = stream.name ?? (stream.tag ? CODECS_BY_TAG[stream.tag.toLowerCase()] : undefined);
  const info = known ? catalog.get(known) : undefined;
  if (info?.decodable) return undefined;
  if (info?.description) return info.description;
  if (known) return known;
  const tag = stream.tag && /^[\x20-\x7e]{1,16}$/.test(stream.tag) ? stream.tag.trim() : '';
  return tag ? `unknown (${tag})` : 'unknown';
}
