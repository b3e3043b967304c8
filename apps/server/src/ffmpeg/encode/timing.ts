import { parseTimecode } from '@mediaforge/shared';
import type { TimeWindow } from './hardening.js';

/** The trim window of settings (§3 trim_start/trim_end, HH:MM:SS.mmm), or undefined when not trimming. */
export function trimWindow(enabled: boolean, start: string, end: string): TimeWindow | undefined {
  if (!enabled) return undefined;
  const from = parseTimecode(start) ?? 0;
  const to = parseTimecode(end);
  return to !== undefined && to > from ? { start: from, end: to } : { start: from };
}

/** Seconds the output lasts: the window clipped to the source, or the source; null when unknown. */
export function outputDuration(source: number | null, window?: TimeWindow): number | null {
  if (!window) return source;
  const end = window.end === undefined ? source : source === null ? window.end : Math.min(window.end, source);
  return end === null ? null : Math.max(0, end - window.start);
}
