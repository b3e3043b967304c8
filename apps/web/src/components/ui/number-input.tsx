import type { InputHTMLAttributes, KeyboardEvent } from 'react';
import { cx } from '../../lib/class-names';
import { asciiDigits } from '../../lib/intl-format';
import { numberOf, stepNumber, type NumberBounds } from './number-step';

type NativeProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type' | 'min' | 'max' | 'step'
>;

export interface NumberInputProps extends NativeProps, NumberBounds {
  /** The text as typed: the parent keeps it, so "abc" can be shown with "must be a valid number". */
  readonly value: string;
  readonly onChange: (text: string) => void;
  readonly invalid?: boolean;
}

/**
 * A number field as an ARIA spin button over a text input (WAI-ARIA APG "Spinbutton"): ArrowUp/Down
 * step within the bounds, PageUp/PageDown ten steps. Not `type="number"`, which hides what was typed
 * ("1e" reads as "") and so could not show the spec's "{label} must be a valid number" (CC-5.09).
 */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  step,
  invalid,
  className,
  ...rest
}: NumberInputProps) {
  const bounds = { min, max, step };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, [1 | -1, number]> = {
      ArrowUp: [1, 1],
      ArrowDown: [-1, 1],
      PageUp: [1, 10],
      PageDown: [-1, 10],
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    let next = value;
    for (let i = 0; i < move[1]; i += 1) next = stepNumber(next, move[0], bounds);
    onChange(next);
  };
  return (
    <input
      type="text"
      inputMode="decimal"
      role="spinbutton"
      autoComplete="off"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={numberOf(value)}
      aria-invalid={invalid || undefined}
      data-step={step}
      value={value}
      // Persian digits typed on an fa keyboard become ASCII: the value is what the server receives.
      onChange={(event) => onChange(asciiDigits(event.target.value))}
      onKeyDown={onKeyDown}
      className={cx(
        'h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm',
        invalid ? 'border-red-500' : 'border-slate-300 hover:border-slate-400',
        className,
      )}
      {...rest}
    />
  );
}
