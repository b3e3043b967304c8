/**
 * Durations that are true (D56). A container may claim a length its packets do not have — a fragmented
 * MP4 of one second whose header says 143,165 s (2^32 ticks), a truncated file that still announces the
 * whole — or none at all (Matroska without a Duration element). When the claim is absent or implausible,
 * a bounded packet scan (`ffprobe -show_entries packet=…`, same hardening as the probe) measures it.
 */
import type { ProbeFacts } from './probe-parse.js';
import type { Demuxer } from './sniff.js';

/** Below this many bits per second of claimed length, the claim is not believed (AMR-NB is 4,750). */
export const IMPLAUSIBLE_BITRATE = 1_000;
/** Container and stream durations further apart than this (and than 10 %) are measured. */
const DISAGREEMENT_SECONDS = 1;

/**
 * Raw elementary streams have no length field: ffprobe estimates theirs from the bitrate and the file
 * size, which counts junk before the first frame (a 200 kB prefix turns 1 s of MP3 into 26 s).
 */
const ESTIMATED_BY_BITRATE: readonly Demuxer[] = ['mp3', 'aac', 'ac3', 'eac3', 'dts'];

/** Whether the probe's duration should be measured by a packet scan. */
export function durationNeedsMeasuring(facts: ProbeFacts, fileSize: number, demuxer: Demuxer): boolean {
  if (ESTIMATED_BY_BITRATE.includes(demuxer)) return true;
  const { formatDuration, streamDurations } = facts;
  const claimed = formatDuration ?? (streamDurations.length > 0 ? Math.max(...streamDurations) : null);
  if (claimed === null || claimed === 0) return true;
  if ((fileSize * 8) / claimed < IMPLAUSIBLE_BITRATE) return true;
  if (formatDuration === null || streamDurations.length === 0) return false;
  const longest = Math.max(...streamDurations);
  const gap = Math.abs(formatDuration - longest);
  return gap > DISAGREEMENT_SECONDS && gap > 0.1 * Math.max(formatDuration, longest);
}

/** The packet scan's arguments: timestamps of every packet, nothing decoded, only the file protocol. */
export function packetScanArgs(absolutePath: string, demuxer: Demuxer): string[] {
  if (!absolutePath.startsWith('/') || absolutePath.includes('\0')) {
    throw new Error('packetScanArgs needs an absolute, server-generated path');
  }
  return [
    '-v',
    'error',
    '-protocol_whitelist',
    'file',
    '-f',
    demuxer,
    '-show_entries',
    'packet=stream_index,pts_time,dts_time,duration_time',
    '-of',
    'csv=p=0',
    `file:${absolutePath}`,
  ];
}

/**
 * The longest span of any of `streams` in the scan's CSV (`index,pts,dts,duration` a line): from its
 * first timestamp to its last one plus that packet's duration. Null when no packet has a timestamp.
 */
export function measuredDuration(csv: string, streams: readonly number[]): number | null {
  const spans = new Map<number, { first: number; last: number }>();
  for (const line of csv.split('\n')) {
    const [index, pts, dts, duration] = line.split(',');
    const stream = Number(index);
    if (!streams.includes(stream)) continue;
    const time = Number(pts !== undefined && pts !== 'N/A' && pts !== '' ? pts : dts);
    if (!Number.isFinite(time)) continue;
    const length = Number(duration);
    const end = time + (Number.isFinite(length) && length > 0 ? length : 0);
    const span = spans.get(stream);
    if (!span) spans.set(stream, { first: time, last: end });
    else spans.set(stream, { first: Math.min(span.first, time), last: Math.max(span.last, end) });
  }
  const lengths = [...spans.values()].map((s) => s.last - s.first);
  if (lengths.length === 0) return null;
  const longest = Math.max(...lengths);
  return longest > 0 ? Math.round(longest * 1000) / 1000 : null;
}

/**
 * The duration to keep: the claim when the packets agree with it (within 0.5 s or 2 %: a claim can be
 * the more exact, e.g. an MP3's gapless trim of encoder delay and padding), else what they measured.
 */
export function trueDuration(claimed: number | null, measured: number | null): number | null {
  if (measured === null) return claimed;
  if (claimed !== null && Math.abs(claimed - measured) <= Math.max(0.5, 0.02 * measured)) return claimed;
  return measured;
}
