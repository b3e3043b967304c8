import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cx } from '../../lib/class-names';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'aria-describedby'
> {
  readonly label: string;
  /** Shown under the field and linked to it (aria-describedby, aria-invalid). */
  readonly error?: string | undefined;
  /** More ids describing the field (a checklist under a password). */
  readonly describedBy?: string | undefined;
  /** A control inside the field's end (the password's show/hide button). */
  readonly trailing?: ReactNode;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text field with its error text and, when required, a star (CC-2.75). The star is for the
 * eye; `required` tells assistive technology (forms using it set `noValidate` and say why themselves).
 */
export function TextField({ label, error, describedBy, trailing, required, ref, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [error === undefined ? undefined : errorId, describedBy].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex text-sm font-medium">
        <label htmlFor={id} className="text-slate-800">
          {label}
        </label>
        {required === true && (
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
        )}
      </div>
      <div className="relative mt-1">
        <input
          {...input}
          ref={ref}
          id={id}
          required={required}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={described === '' ? undefined : described}
          className={cx(
            'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm sm:text-sm',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
            trailing !== undefined && 'pe-12',
            error === undefined ? 'border-slate-300 hover:border-slate-400' : 'border-red-600',
          )}
        />
        {trailing !== undefined && (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div>
        )}
      </div>
      {error !== undefined && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
