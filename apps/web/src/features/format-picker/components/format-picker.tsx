/**
 * The output-format picker of a file row (CC §2 "Format selection popup"; CC-2.51, CC-2.52).
 *
 * Props (controlled):
 * - value: the row's output format (case-insensitive, e.g. 'mp4').
 * - onChange(format): the chosen format, lower case; the picker closes. The page resets the row's
 *   settings to that format's defaults (CC-4.20).
 * - sourceFormat: the file's own format, marked in the lists ("Source").
 * - disabled: while the file is processing the picker is a static label (CC-4.16).
 * A popover on desktop, a bottom sheet under 768 px, with video/audio/image tabs opening on the tab of
 * the current format.
 */
import { formatCategory, formatLabel } from '@mediaforge/shared';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PopoverOrSheet } from '../../../components/ui/popover-or-sheet';
import { FormatTabs } from './format-tabs';

export interface FormatPickerProps {
  readonly value: string;
  readonly onChange: (format: string) => void;
  readonly sourceFormat?: string;
  readonly disabled?: boolean;
}

export function FormatPicker({ value, onChange, sourceFormat, disabled = false }: FormatPickerProps) {
  const { t } = useTranslation('pickers');
  const [open, setOpen] = useState(false);
  const label = formatLabel(value);

  if (disabled) {
    return (
      <span className="inline-flex h-9 items-center rounded-lg bg-slate-100 px-3 text-sm font-semibold text-slate-700">
        {label}
      </span>
    );
  }

  return (
    <PopoverOrSheet
      open={open}
      onOpenChange={setOpen}
      title={t('format.title')}
      trigger={
        <Button size="sm" aria-label={t('format.button', { format: label })} data-testid="format-picker">
          <span>{label}</span>
          <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
        </Button>
      }
    >
      <FormatTabs
        // Remounted per opening so it starts on the current format's tab each time (CC-2.52).
        key={String(open)}
        initialTab={formatCategory(value)}
        value={value.toLowerCase()}
        sourceFormat={sourceFormat?.toLowerCase()}
        onChoose={(format) => {
          setOpen(false);
          if (format !== value.toLowerCase()) onChange(format);
        }}
      />
    </PopoverOrSheet>
  );
}
