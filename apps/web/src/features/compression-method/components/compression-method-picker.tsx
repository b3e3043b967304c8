/**
 * The compression-method picker of a file row (CC §2 "Compression-method popup"; CC-2.53, CC-2.54).
 *
 * Props (controlled):
 * - value: the row's simpler compression form (CC-3.37) — method, target, resolution method, preset,
 *   width, height. Target means MB, percent, quality 1-5 or kbps by method. Undefined while no method
 *   was picked (a /compressor/{option} page's preset decides): the button then shows unsetLabel and the
 *   popup starts on 'auto'.
 * - onChange(value): on Apply, with the committed form ('auto' carries no target; other methods carry
 *   the target shown, default included).
 * - disabled: while the file is processing the picker is a static label (CC-4.16).
 * A popover anchored to the button on desktop, a bottom sheet under 768 px.
 */
import { COMPRESSION_METHODS, type SimpleCompression } from '@mediaforge/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PopoverOrSheet } from '../../../components/ui/popover-or-sheet';
import { changeMethod, commitDraft, draftErrors, draftFrom, type MethodDraft } from '../method-draft';
import { useMethodSummary } from '../hooks/use-method-summary';
import { MethodTargetFields } from './method-target-fields';

const AUTO: SimpleCompression = { method: 'auto' };

export interface CompressionMethodPickerProps {
  readonly value: SimpleCompression | undefined;
  readonly unsetLabel?: string;
  readonly onChange: (value: SimpleCompression) => void;
  readonly disabled?: boolean;
}

export function CompressionMethodPicker(props: CompressionMethodPickerProps) {
  const { value = AUTO, onChange, disabled = false } = props;
  const { t } = useTranslation(['pickers', 'settings']);
  const methodSummary = useMethodSummary(value);
  const summary = props.value === undefined ? (props.unsetLabel ?? methodSummary) : methodSummary;
  const [open, setOpen] = useState(false);
  const radioName = useId();
  const [draft, setDraft] = useState<MethodDraft>(() => draftFrom(value));
  const errors = draftErrors(draft);
  const blocked = Object.keys(errors).length > 0;

  if (disabled) {
    return (
      <span className="inline-flex h-9 items-center rounded-lg bg-slate-100 px-3 text-sm font-medium text-slate-700">
        {summary}
      </span>
    );
  }

  const changeOpen = (next: boolean) => {
    // Each opening starts from the row's value; closing without Apply drops the draft.
    if (next) setDraft(draftFrom(value));
    setOpen(next);
  };
  const apply = () => {
    if (blocked) return;
    onChange(commitDraft(draft));
    setOpen(false);
  };

  return (
    <PopoverOrSheet
      open={open}
      onOpenChange={changeOpen}
      title={t('method.title')}
      trigger={
        <Button
          size="sm"
          aria-label={t('method.button', { summary })}
          data-testid="compression-method-picker"
        >
          <span>{summary}</span>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
        </Button>
      }
      footer={
        <Button variant="primary" className="w-full" disabled={blocked} onClick={apply}>
          {t('method.apply')}
        </Button>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('method.legend')}</legend>
          {COMPRESSION_METHODS.map((method) => (
            <label
              key={method}
              className="flex cursor-pointer items-start gap-3 rounded-lg px-2 py-1.5 hover:bg-slate-50 has-checked:bg-indigo-50"
            >
              <input
                type="radio"
                name={radioName}
                value={method}
                checked={draft.method === method}
                onChange={() => setDraft(changeMethod(draft, method))}
                className="mt-1 accent-indigo-600"
              />
              <span className="flex flex-col">
                <span className="text-sm font-medium text-slate-900">
                  {t(`settings:options.methods.${method}`)}
                </span>
                <span className="text-xs text-slate-600">{t(`method.descriptions.${method}`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <MethodTargetFields draft={draft} errors={errors} onChange={setDraft} />
      </form>
    </PopoverOrSheet>
  );
}
