/**
 * Subtitle kind from a text file's first bytes (docs/decisions.md D76): as for media, the bytes pick the
 * demuxer ffprobe is forced to, never the name. Only plain text passes (UTF-8 with or without its byte
 * order mark, or an 8-bit code page): a NUL or another control character means binary, and binary is
 * refused before a tool opens it.
 */
import type { SubtitleFileType } from '@mediaforge/shared';

/** How many leading bytes `sniffSubtitle` reads. */
export const SUBTITLE_SNIFF_BYTES = 4096;

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Tab, line feed and carriage return are the only control characters a subtitle file has. */
function isText(bytes: Uint8Array): boolean {
  return bytes.every((b) => b >= 0x20 || b === 0x09 || b === 0x0a || b === 0x0d);
}

/** An SRT cue number on one line, its timing on the next: "1" then "00:00:01,000 --> 00:00:02,500". */
const SRT_START =
  /^\d{1,9}[ \t]*\r?\n[ \t]*\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}[ \t]*-->[ \t]*\d{1,3}:\d{2}:\d{2}[,.]\d{1,3}/;
/** "WEBVTT" alone or followed by a space, a tab or the end of the line (W3C WebVTT §4.1). */
const WEBVTT_START = /^WEBVTT(?:[ \t]|\r?\n|$)/;
/** ASS and SSA scripts open with their [Script Info] section. */
const ASS_START = /^\[Script Info\][ \t]*(?:\r?\n|$)/i;

/**
 * The kind of subtitle file `head` starts, or undefined when it is none of SRT, WebVTT and ASS/SSA.
 * Leading blank lines are skipped (editors leave them); nothing else may come first.
 */
export function sniffSubtitle(head: Uint8Array): SubtitleFileType | undefined {
  const bom = UTF8_BOM.every((b, i) => head[i] === b) ? UTF8_BOM.length : 0;
  const bytes = head.subarray(bom);
  if (bytes.length === 0 || !isText(bytes)) return undefined;
  // One character per byte, so the ASCII patterns see the bytes whatever the file's real encoding.
  const text = new TextDecoder('latin1').decode(bytes).replace(/^(?:[ \t]*\r?\n)+/, '');
  if (WEBVTT_START.test(text)) return 'vtt';
  if (ASS_START.test(text)) return 'ass';
  if (SRT_START.test(text)) return 'srt';
  return undefined;
}
