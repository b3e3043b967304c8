/**
 * Colour of a video output (D61). Every encode writes 4:2:0; HDR sources (PQ or HLG transfer, probed at
 * job time) are either tone-mapped to SDR BT.709 for an 8-bit output, or, when the visitor keeps HDR and
 * the codec has a 10-bit encoder, written 10-bit with the source's colour description. Never HDR tags on
 * 8-bit pixels.
 */
import type { SourceVideo } from '../stream-facts.js';
import type { EncodedVideoCodec } from './encoders.js';

/** Encoders of ours that write 10-bit 4:2:0 (libx265, libvpx-vp9, libsvtav1). */
const TEN_BIT_CODECS: ReadonlySet<EncodedVideoCodec> = new Set(['h265', 'vp9', 'av1']);

export interface ColourPlan {
  /** Filters that go first in the `-vf` chain. */
  readonly filters: readonly string[];
  readonly pixelFormat: 'yuv420p' | 'yuv420p10le';
  /** Output colour description (`-color_primaries`, `-color_trc`, `-colorspace`). */
  readonly tags: readonly string[];
}

const SDR: ColourPlan = { filters: [], pixelFormat: 'yuv420p', tags: [] };
const BT709_TAGS = ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'];

/** zscale's names for the input's matrix and primaries (ffprobe's, limited to what HDR video uses). */
const matrixOf = (m: string | null) => (m === 'bt2020c' ? 'bt2020c' : 'bt2020nc');
const transferOf = (t: string | null) => (t === 'arib-std-b67' ? 'arib-std-b67' : 'smpte2084');

/**
 * HDR → SDR: linearise with the source's transfer (nominal peak 100 nits), convert to BT.709 primaries
 * in float RGB, tone-map (Hable, no desaturation), then BT.709 transfer and matrix, limited range.
 * zscale is in Debian's ffmpeg 5.1 (libzimg); tonemap is a native filter.
 */
export function toneMapFilters(source: SourceVideo): string[] {
  const tin = transferOf(source.transfer);
  const min = matrixOf(source.matrix);
  return [
    `zscale=tin=${tin}:min=${min}:pin=bt2020:rin=tv:t=linear:npl=100`,
    'format=gbrpf32le',
    'zscale=p=bt709',
    'tonemap=tonemap=hable:desat=0',
    'zscale=t=bt709:m=bt709:r=tv',
    'format=yuv420p',
  ];
}

/** The colour handling of an encode with `codec`; `keepHdr` is the visitor's keep_hdr (shared keepsHdr). */
export function colourPlan(
  source: SourceVideo | undefined,
  codec: EncodedVideoCodec,
  keepHdr: boolean,
): ColourPlan {
  if (!source?.hdr) return SDR;
  if (keepHdr && TEN_BIT_CODECS.has(codec)) {
    return {
      filters: [],
      pixelFormat: 'yuv420p10le',
      tags: [
        '-color_primaries',
        'bt2020',
        '-color_trc',
        transferOf(source.transfer),
        '-colorspace',
        matrixOf(source.matrix),
      ],
    };
  }
  return { filters: toneMapFilters(source), pixelFormat: 'yuv420p', tags: BT709_TAGS };
}
