import { describe, expect, it } from 'vitest';
import {
  arrowAction,
  canSeek,
  clampIndex,
  downloadWhat,
  playedShare,
  prefetchPlan,
  tapAction,
} from './viewer-rules';

describe('viewer rules (DR §2.1, §4)', () => {
  it('DR-4.01 keeps the index between the first and the last item', () => {
    expect(clampIndex(-1, 5)).toBe(0);
    expect(clampIndex(5, 5)).toBe(4);
    expect(clampIndex(2, 5)).toBe(2);
    expect(clampIndex(3, 0)).toBe(0);
  });

  it('DR-2.1.02 DR-2.1.03 sends quarters back and forward, the centre and single media to play/pause', () => {
    const ltr = { single: false, rtl: false };
    expect(tapAction(10, 100, ltr)).toBe('previous');
    expect(tapAction(90, 100, ltr)).toBe('next');
    expect(tapAction(50, 100, ltr)).toBe('toggle');
    expect(tapAction(10, 100, { single: true, rtl: false })).toBe('toggle');
    expect(tapAction(90, 100, { single: true, rtl: false })).toBe('toggle');
    // Right to left: the start is on the right.
    expect(tapAction(90, 100, { single: false, rtl: true })).toBe('previous');
    expect(tapAction(10, 100, { single: false, rtl: true })).toBe('next');
  });

  it('DR-2.1.04 maps the arrows to the page direction', () => {
    expect(arrowAction('ArrowLeft', false)).toBe('previous');
    expect(arrowAction('ArrowRight', false)).toBe('next');
    expect(arrowAction('ArrowLeft', true)).toBe('next');
    expect(arrowAction('ArrowRight', true)).toBe('previous');
    expect(arrowAction('Enter', false)).toBeUndefined();
  });

  it('DR-2.1.14 fetches next, previous and next-plus-one at 300, 1300 and 2300 ms', () => {
    expect(prefetchPlan(2, 6)).toEqual([
      { index: 3, delayMs: 300 },
      { index: 1, delayMs: 1300 },
      { index: 4, delayMs: 2300 },
    ]);
    expect(prefetchPlan(0, 2)).toEqual([{ index: 1, delayMs: 300 }]);
  });

  it('DR-2.1.08 words the download as the format in capitals, else the media type', () => {
    expect(downloadWhat({ format: 'mp4', type: 'video' })).toBe('MP4');
    expect(downloadWhat({ format: '', type: 'image' })).toBe('image');
    expect(downloadWhat({ format: undefined, type: 'audio' })).toBe('audio');
  });

  it('DR-2.1.06 seeks only within a finite duration', () => {
    expect(canSeek(12.5)).toBe(true);
    expect(canSeek(Infinity)).toBe(false);
    expect(canSeek(Number.NaN)).toBe(false);
    expect(canSeek(undefined)).toBe(false);
    expect(playedShare(5, 10)).toBe(0.5);
    expect(playedShare(5, Infinity)).toBe(0);
  });
});
