/**
 * The container of a whole file (uploads and job inputs alike): magic bytes at the start, after any
 * stacked ID3v2 tags; failing that, a resync on MPEG audio frames (MP3, ADTS AAC) the way a player finds
 * the first frame after padding or junk — but only where several frames follow each other exactly, so a
 * stray 0xFFE in other data never makes a file "audio" (D55).
 */
import { id3v2TagLength, mpegAudioFrameAt, sniff, SNIFF_HEAD_BYTES, type SniffResult } from './sniff.js';

/** Reads up to `length` bytes at `offset` (fewer at the end of the file). */
export type ReadAt = (offset: number, length: number) => Promise<Uint8Array>;

/** How far past the tags the resync looks for the first frame (junk prefixes of 200 kB exist). */
export const RESYNC_WINDOW_BYTES = 512 * 1024;
/** Consecutive valid frames that make a resync believable. */
export const RESYNC_FRAMES = 4;
/** Stacked ID3v2 tags followed one after the other, at most. */
const MAX_STACKED_TAGS = 8;

/**
 * The offset of the first of RESYNC_FRAMES consecutive MPEG audio frames of one stream in `b`, with the
 * sniff result it implies, or undefined.
 */
export function resyncMpegAudio(b: Uint8Array): { offset: number; sniffed: SniffResult } | undefined {
  for (let start = 0; start + 4 <= b.length; start++) {
    const first = mpegAudioFrameAt(b, start);
    if (!first || first.length < 7) continue;
    let at = start;
    let frames = 0;
    for (;;) {
      const frame = mpegAudioFrameAt(b, at);
      if (!frame || frame.signature !== first.signature || frame.length < 7) break;
      frames += 1;
      if (frames >= RESYNC_FRAMES) {
        const sniffed = sniff(b.subarray(start, start + 8), { afterId3: true });
        return sniffed ? { offset: start, sniffed } : undefined;
      }
      at += frame.length;
    }
  }
  return undefined;
}

/** The sniff result of a file read through `read`, or undefined when it is no container we accept. */
export async function sniffFile(read: ReadAt): Promise<SniffResult | undefined> {
  let offset = 0;
  let head = await read(0, SNIFF_HEAD_BYTES);
  for (let tags = 0; tags < MAX_STACKED_TAGS; tags++) {
    const tag = id3v2TagLength(head);
    if (tag === 0) break;
    offset += tag;
    head = await read(offset, SNIFF_HEAD_BYTES);
  }
  const direct = sniff(head, { afterId3: offset > 0 });
  if (direct) return direct;
  return resyncMpegAudio(await read(offset, RESYNC_WINDOW_BYTES))?.sniffed;
}
