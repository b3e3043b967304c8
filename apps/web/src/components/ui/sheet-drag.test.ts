import { describe, expect, it } from 'vitest';
import { DragTracker, dragOutcome, releaseVelocity, type DragSample } from './sheet-drag';

/** A drag from y=100 moving `distance` px in `ms` milliseconds at constant speed, one event per 16 ms. */
function drag(distance: number, ms: number): DragSample[] {
  const samples: DragSample[] = [];
  for (let t = 0; t <= ms; t += 16) samples.push({ y: 100 + (distance * t) / ms, t });
  if (samples.at(-1)?.t !== ms) samples.push({ y: 100 + distance, t: ms });
  return samples;
}

describe('bottom sheet drag rule', () => {
  it('CC-2.56 a slow drag over 120 px closes', () => {
    expect(dragOutcome(100, drag(130, 2000)).close).toBe(true);
  });

  it('CC-2.56 a slow drag of 80 px stays open', () => {
    const outcome = dragOutcome(100, drag(80, 2000));
    expect(outcome.velocity).toBeLessThan(500);
    expect(outcome.close).toBe(false);
  });

  it('CC-2.56 a fast 80 px flick closes', () => {
    const outcome = dragOutcome(100, drag(80, 80));
    expect(outcome.velocity).toBeGreaterThan(500);
    expect(outcome.close).toBe(true);
  });

  it('CC-2.56 a fast flick of 60 px or less stays open', () => {
    expect(dragOutcome(100, drag(60, 30)).close).toBe(false);
    expect(dragOutcome(100, drag(50, 20)).close).toBe(false);
  });

  it('CC-2.56 exactly 120 px is not "more than 120"', () => {
    expect(dragOutcome(100, drag(120, 5000)).close).toBe(false);
  });

  it('CC-2.55 dragging up never closes', () => {
    expect(dragOutcome(100, drag(-300, 100)).close).toBe(false);
  });

  it('speed is measured over the last 100 ms only (a slow pull ending in a flick is a flick)', () => {
    const slow = drag(40, 1000);
    const flick = [...slow, { y: 210, t: 1050 }];
    expect(releaseVelocity(flick)).toBeGreaterThan(500);
    expect(dragOutcome(100, flick).close).toBe(true);
  });

  it('speed is 0 without movement over time', () => {
    expect(releaseVelocity([])).toBe(0);
    expect(releaseVelocity([{ y: 5, t: 10 }])).toBe(0);
  });

  it('the tracker follows the finger down only and decides at release', () => {
    const tracker = new DragTracker();
    tracker.start(200, 0);
    expect(tracker.dragging).toBe(true);
    expect(tracker.move(150, 16)).toBe(0);
    expect(tracker.move(260, 32)).toBe(60);
    const outcome = tracker.end(330, 48);
    expect(outcome.distance).toBe(130);
    expect(outcome.close).toBe(true);
    expect(tracker.dragging).toBe(false);
  });
});
