/**
 * Progress arithmetic shared by the progress bars, the socket messages and the job tracker
 * (converter-compressor.md §3, §4 "Per-phase progress bar", "Progress display", "Compression result";
 * downloader.md §4 "Job tracker").
 */
import {
  JOB_PHASE_INITIALIZING_BELOW,
  JOB_PHASE_PROCESSING_BELOW,
  type ConversionPhase,
  type JobPhase,
  type JobStatus,
} from './jobs.js';

/** DL §4: "progress is a number clamped to 0-100 (a non-number becomes 0)". NaN is not a number here. */
export function clampProgress(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Job phase from progress (CC §3): completed and cancelled jobs show their status, otherwise
 * initializing under 10 %, processing under 90 %, then finalizing.
 */
export function phaseForProgress(progress: number, status?: JobStatus): JobPhase {
  if (status === 'completed' || status === 'cancelled') return status;
  const p = clampProgress(progress);
  if (p < JOB_PHASE_INITIALIZING_BELOW) return 'initializing';
  if (p < JOB_PHASE_PROCESSING_BELOW) return 'processing';
  return 'finalizing';
}

/** CC §4: "Finalizing is also assumed when progress is 100 or more." */
export function effectiveConversionPhase(phase: ConversionPhase, progress: number): ConversionPhase {
  return typeof progress === 'number' && progress >= 100 ? 'finalizing' : phase;
}

/** Seconds of remaining time per percent left (CC §4: "(100 - progress) * 2 seconds"). */
export const ETA_SECONDS_PER_PERCENT = 2;
/** Speed divisor (CC §4: "Speed is progress / 20"). */
export const SPEED_DIVISOR = 20;

export function estimatedSecondsRemaining(progress: number): number {
  return (100 - clampProgress(progress)) * ETA_SECONDS_PER_PERCENT;
}

/** CC §4: the ETA "is shown as minutes plus seconds above 60"; at 60 s or less minutes is 0. */
export function etaParts(seconds: number): { minutes: number; seconds: number } {
  const s = Math.max(0, Math.round(seconds));
  return s > 60 ? { minutes: Math.floor(s / 60), seconds: s % 60 } : { minutes: 0, seconds: s };
}

export function processingSpeed(progress: number): number {
  return clampProgress(progress) / SPEED_DIVISOR;
}

/**
 * Percent saved (CC §4): round((original - new) / original * 100), floored at 0. Unknown or zero
 * original sizes save nothing.
 */
export function sizeReductionPercent(originalSize: number, newSize: number): number {
  if (!(originalSize > 0) || !Number.isFinite(newSize)) return 0;
  return Math.max(0, Math.round(((originalSize - newSize) / originalSize) * 100));
}
