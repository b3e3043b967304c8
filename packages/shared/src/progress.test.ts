import { describe, expect, it } from 'vitest';
import {
  clampProgress,
  effectiveConversionPhase,
  estimatedSecondsRemaining,
  etaParts,
  phaseForProgress,
  processingSpeed,
  sizeReductionPercent,
} from './progress.js';

describe('progress arithmetic', () => {
  it('DL-4.02 progress is clamped to 0-100; a non-number becomes 0', () => {
    expect([-5, 150, 'abc', 42.5, null, undefined, Number.NaN, '50'].map(clampProgress)).toEqual([
      0, 100, 0, 42.5, 0, 0, 0, 0,
    ]);
  });

  it('CC-3.14 phase: initializing under 10 %, processing under 90 %, then finalizing', () => {
    expect([0, 5, 9.9, 10, 50, 89.9, 90, 95, 100].map((p) => phaseForProgress(p))).toEqual([
      'initializing',
      'initializing',
      'initializing',
      'processing',
      'processing',
      'processing',
      'finalizing',
      'finalizing',
      'finalizing',
    ]);
  });

  it('CC-3.14 completed and cancelled jobs show their own phase', () => {
    expect(phaseForProgress(100, 'completed')).toBe('completed');
    expect(phaseForProgress(40, 'cancelled')).toBe('cancelled');
    expect(phaseForProgress(40, 'running')).toBe('processing');
  });

  it('CC-4.14 finalizing is assumed when progress is 100 or more', () => {
    expect(effectiveConversionPhase('processing', 100)).toBe('finalizing');
    expect(effectiveConversionPhase('waiting', 120)).toBe('finalizing');
    expect(effectiveConversionPhase('processing', 99)).toBe('processing');
  });

  it('CC-4.25 remaining time = (100 - progress) × 2 s, minutes plus seconds above 60', () => {
    expect(estimatedSecondsRemaining(80)).toBe(40);
    expect(estimatedSecondsRemaining(40)).toBe(120);
    expect(etaParts(estimatedSecondsRemaining(80))).toEqual({ minutes: 0, seconds: 40 });
    expect(etaParts(estimatedSecondsRemaining(40))).toEqual({ minutes: 2, seconds: 0 });
    expect(etaParts(60)).toEqual({ minutes: 0, seconds: 60 });
    expect(etaParts(61)).toEqual({ minutes: 1, seconds: 1 });
  });

  it('speed is progress / 20 (its "x" display: the web row text)', () => {
    expect(processingSpeed(40)).toBe(2);
    expect(processingSpeed(30)).toBe(1.5);
  });

  it('CC-4.19 size reduction = round((original − new) / original × 100), floored at 0', () => {
    expect(sizeReductionPercent(10_000_000, 4_000_000)).toBe(60);
    expect(sizeReductionPercent(3, 2)).toBe(33);
    expect(sizeReductionPercent(1000, 1500)).toBe(0);
  });

  it('CC-3.10 size reduction is 0 when the original size is unknown', () => {
    expect(sizeReductionPercent(0, 10)).toBe(0);
    expect(sizeReductionPercent(Number.NaN, 10)).toBe(0);
    expect(sizeReductionPercent(100, Number.NaN)).toBe(0);
  });
});
