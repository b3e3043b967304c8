import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { fractionOf, stepValue, valueAtFraction, type SliderRange } from './slider-math';

interface SliderProps extends SliderRange {
  readonly value: number;
  readonly onChange: (value: number) => void;
  /** id of the visible label. */
  readonly labelledBy: string;
  /** Spoken value ("50%"); the number itself when absent. */
  readonly valueText?: string;
}

/**
 * An ARIA slider (WAI-ARIA APG "Slider"): arrows move one stop, PageUp/PageDown ten, Home/End to the
 * bounds; the track follows the writing direction, so on right-to-left pages ArrowLeft increases.
 * Custom because the spec's stops do not fit a native range input (slider-math.ts).
 */
export function Slider({ value, onChange, labelledBy, valueText, ...range }: SliderProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const rtl = () => trackRef.current !== null && getComputedStyle(trackRef.current).direction === 'rtl';

  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = trackRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    const fraction = (event.clientX - box.left) / box.width;
    onChange(valueAtFraction(rtl() ? 1 - fraction : fraction, range));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl() ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl() ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => number> = {
      ArrowUp: () => stepValue(value, 1, range),
      [forward]: () => stepValue(value, 1, range),
      ArrowDown: () => stepValue(value, -1, range),
      [back]: () => stepValue(value, -1, range),
      PageUp: () => stepValue(value, 1, range, 10),
      PageDown: () => stepValue(value, -1, range, 10),
      Home: () => range.min,
      End: () => range.max,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    onChange(move());
  };

  const percent = `${String(fractionOf(value, range) * 100)}%`;
  return (
    <div
      ref={trackRef}
      className="relative flex h-8 touch-none items-center"
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        fromPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
      }}
    >
      <div className="h-1.5 w-full rounded-full bg-slate-200">
        <div className="h-full rounded-full bg-indigo-600" style={{ width: percent }} />
      </div>
      <div
        role="slider"
        tabIndex={0}
        aria-labelledby={labelledBy}
        aria-valuemin={range.min}
        aria-valuemax={range.max}
        aria-valuenow={value}
        aria-valuetext={valueText}
        aria-orientation="horizontal"
        data-step={range.step}
        onKeyDown={onKeyDown}
        className="absolute size-5 -translate-x-1/2 rounded-full border-2 border-indigo-600 bg-white shadow rtl:translate-x-1/2"
        style={{ insetInlineStart: percent }}
      />
    </div>
  );
}
