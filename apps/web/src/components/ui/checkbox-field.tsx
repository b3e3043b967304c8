import { useId, type ReactNode, type Ref } from 'react';

export interface CheckboxFieldProps {
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly required?: boolean;
  /** Shown under the box and linked to it (CC-2.78). */
  readonly error?: string | undefined;
  readonly name?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label, a required star and its error text (CC-2.78). */
export function CheckboxField({ label, checked, onChange, required, error, name, ref }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          ref={ref}
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          required={required}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? undefined : errorId}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        />
        <p className="text-sm text-slate-800">
          <label htmlFor={id}>{label}</label>
          {required === true && (
            <span aria-hidden="true" className="ms-0.5 text-red-700">
              *
            </span>
          )}
        </p>
      </div>
      {error !== undefined && (
        <p id={errorId} className="mt-1 ms-7.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
