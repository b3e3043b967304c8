import {
  effectiveConversionPhase,
  etaParts,
  JOB_ERROR_COLOURS,
  processingSpeed,
  type ConversionPhase,
  type JobErrorColour,
} from '@mediaforge/shared';
import type { FileError, QueuedFile } from './queued-file';

/**
 * The phase a converting row shows; finalizing is also assumed at 100 % or more (CC §4 "Per-phase
 * progress bar").
 */
export function displayPhase(file: QueuedFile): ConversionPhase | undefined {
  if (file.status !== 'converting' || file.conversionPhase === undefined) return undefined;
  return file.conversionPhase === 'uploading'
    ? 'uploading'
    : effectiveConversionPhase(file.conversionPhase, file.conversionProgress);
}

/**
 * The bar's value (CC §4): uploading follows uploadProgress, waiting shows 0, processing and
 * finalizing follow conversionProgress. Before Start it is the background upload; done, 100.
 */
export function barValue(file: QueuedFile): number {
  switch (file.status) {
    case 'completed':
      return 100;
    case 'converting': {
      const phase = displayPhase(file);
      if (phase === 'uploading') return file.uploadProgress;
      if (phase === 'waiting') return 0;
      return Math.floor(file.conversionProgress);
    }
    case 'error':
      return file.error?.source === 'upload' ? file.uploadProgress : Math.floor(file.conversionProgress);
    default:
      return file.uploadProgress;
  }
}

/** A waiting row pulses at 0 (CC-4.12). */
export function isPulsing(file: QueuedFile): boolean {
  return displayPhase(file) === 'waiting';
}

/** Colour of an error text: red, orange when cancelled, by type for job errors (CC §4, §8). */
export function errorColour(error: FileError | undefined): JobErrorColour {
  if (error === undefined || error.source === 'upload') return 'red';
  if (error.type === 'cancelled') return 'orange';
  // Our own texts (no job answer behind them) are red unless cancelled, as CC §4 says.
  return error.source === 'job' ? JOB_ERROR_COLOURS[error.type] : 'red';
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Remaining time, (100 − progress) × 2 s, as minutes plus seconds above 60 s (CC §4 "Progress
 * display", CC-4.25): 40 s, 2 min 0 s.
 */
export function etaText(seconds: number, t: Translate): string {
  const { minutes, seconds: rest } = etaParts(seconds);
  return minutes > 0 ? t('eta.minutes', { minutes, seconds: rest }) : t('eta.seconds', { seconds: rest });
}

/** Speed, progress / 20 (CC-4.26), as a number: the translation writes it ("{{speed, speed}}": 2.5x). */
export function speedFactor(progress: number): number {
  return processingSpeed(progress);
}

/** Text colour classes of an error, on white, at AA contrast. */
export const ERROR_TEXT_CLASS: Readonly<Record<JobErrorColour, string>> = {
  red: 'text-red-700',
  orange: 'text-orange-700',
  yellow: 'text-yellow-800',
};

export const ERROR_BAR_CLASS: Readonly<Record<JobErrorColour, string>> = {
  red: 'bg-red-600',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-500',
};

/** The brief label's badge (CC-8.72, CC-8.73): the error's colour, at AA contrast. */
export const ERROR_BADGE_CLASS: Readonly<Record<JobErrorColour, string>> = {
  red: 'bg-red-100 text-red-800',
  orange: 'bg-orange-100 text-orange-800',
  yellow: 'bg-yellow-100 text-yellow-900',
};
