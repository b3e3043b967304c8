import { useChoiceSelect } from './use-choice-select';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

interface SelectFieldProps {
  readonly id: string;
  readonly label: string;
  /** Shown while nothing is chosen; it cannot be chosen again once a value is set. */
  readonly placeholder: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
}

/**
 * A native <select> with a visible label: accessible and mirrored for right-to-left for free. Its
 * choice may navigate, so the arrow keys only browse until Enter (components/ui/use-choice-select.ts).
 */
export function SelectField({ id, label, placeholder, value, options, onChange }: SelectFieldProps) {
  const select = useChoiceSelect(value, onChange);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:w-44 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        {...select}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white ps-3 pe-8 text-sm text-slate-900 shadow-sm hover:border-slate-400"
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
