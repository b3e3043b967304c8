import { shouldCloseSheet } from '@mediaforge/shared';

/**
 * The bottom sheet's drag-to-close decision (CC §2 "Bottom sheet behaviour": closes on a drag of more
 * than 120 px, or more than 60 px at a speed above 500). vaul's own rule is different (any flick over
 * 0.4 px/ms closes, else a quarter of the height), so the sheet tracks the drag itself with this.
 */

export interface DragSample {
  /** Pointer y in CSS pixels. */
  readonly y: number;
  /** Event time in milliseconds. */
  readonly t: number;
}

/**
 * Only the last moments of a drag say how fast it was released: a slow pull followed by a flick is a
 * flick. 100 ms holds several pointer events at 60 Hz without reaching back into the slow part.
 */
export const VELOCITY_WINDOW_MS = 100;

/** Downward speed at release in px/s (the spec's 500 has no unit; px/s is the usual gesture unit). */
export function releaseVelocity(samples: readonly DragSample[], windowMs = VELOCITY_WINDOW_MS): number {
  const last = samples.at(-1);
  if (last === undefined) return 0;
  const recent = samples.filter((s) => last.t - s.t <= windowMs);
  const first = recent[0] ?? last;
  const elapsed = last.t - first.t;
  return elapsed > 0 ? ((last.y - first.y) / elapsed) * 1000 : 0;
}

export interface DragOutcome {
  /** Downward distance in px (negative when dragged up). */
  readonly distance: number;
  readonly velocity: number;
  readonly close: boolean;
}

/** Distance, speed and the close decision of a finished drag that started at `startY`. */
export function dragOutcome(startY: number, samples: readonly DragSample[]): DragOutcome {
  const distance = (samples.at(-1)?.y ?? startY) - startY;
  const velocity = releaseVelocity(samples);
  return { distance, velocity, close: shouldCloseSheet(distance, velocity) };
}

/** Records one drag: start, moves, release. Keeps only what the velocity window needs. */
export class DragTracker {
  private startY = 0;
  private samples: DragSample[] = [];
  private active = false;

  get dragging(): boolean {
    return this.active;
  }

  start(y: number, t: number): void {
    this.active = true;
    this.startY = y;
    this.samples = [{ y, t }];
  }

  /** The sheet's offset for this move: it follows the finger down, never above its resting place. */
  move(y: number, t: number): number {
    if (!this.active) return 0;
    this.samples.push({ y, t });
    this.samples = this.samples.filter((s) => t - s.t <= VELOCITY_WINDOW_MS * 2);
    return Math.max(0, y - this.startY);
  }

  end(y: number, t: number): DragOutcome {
    if (this.active) this.samples.push({ y, t });
    const outcome = dragOutcome(this.startY, this.samples);
    this.active = false;
    this.samples = [];
    return outcome;
  }
}
