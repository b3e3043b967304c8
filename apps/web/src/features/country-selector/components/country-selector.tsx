/**
 * The dial-code selector (DR §2.11): a dropdown on large screens, a bottom sheet under 640 px, with the
 * popular section, a search box and every country; default US (+1) is the caller's initial value.
 *
 * Props (controlled):
 * - value: the chosen country's ISO code ('US').
 * - onChange(code): a country was chosen; the dropdown or sheet has closed and focus is back on the
 *   button.
 * - id: the button's id (a label elsewhere may name it).
 */
import * as Popover from '@radix-ui/react-popover';
import { COUNTRY_SELECTOR_MOBILE_BREAKPOINT_PX } from '@mediaforge/shared';
import { ChevronDown } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/ui/bottom-sheet';
import { dialCodeFor } from '../../../lib/dial-codes';
import { useMediaQuery } from '../../../lib/use-media-query';
import { buildCountryList } from '../country-list';
import { useFlagImages } from '../hooks/use-flag-images';
import { CountryFlag } from './country-flag';
import { CountrySearchList } from './country-search-list';

const SHEET_QUERY = `(max-width: ${String(COUNTRY_SELECTOR_MOBILE_BREAKPOINT_PX - 1)}px)`;

export interface CountrySelectorProps {
  readonly value: string;
  readonly onChange: (code: string) => void;
  readonly id?: string;
}

export function CountrySelector({ value, onChange, id }: CountrySelectorProps) {
  const { t, i18n } = useTranslation('link-generator');
  const sheet = useMediaQuery(SHEET_QUERY);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const flags = useFlagImages();
  const countries = useMemo(() => buildCountryList(i18n.language), [i18n.language]);
  const code = value.toUpperCase();
  const current = countries.find((country) => country.code === code);
  const dialCode = current?.dialCode ?? dialCodeFor(code);

  const choose = (next: string) => {
    setOpen(false);
    if (next !== code) onChange(next);
  };
  // A list opens from its button with the arrow keys too, as a native select does.
  const openWithArrows = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(true);
  };

  const trigger = (
    <button
      type="button"
      id={id}
      aria-label={t('countrySelector.trigger', { country: current?.name ?? code, dialCode })}
      onKeyDown={openWithArrows}
      data-testid="country-selector"
      className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 shadow-sm hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
    >
      <CountryFlag code={code} flags={flags} />
      <span dir="ltr" className="tabular-nums">
        {dialCode}
      </span>
      <ChevronDown aria-hidden="true" className="size-4 text-slate-500" />
    </button>
  );
  const list = <CountrySearchList countries={countries} flags={flags} value={code} onChoose={choose} />;

  if (sheet) {
    return (
      <BottomSheet open={open} onOpenChange={setOpen} trigger={trigger} title={t('countrySelector.title')}>
        <div className="px-4 py-3">{list}</div>
      </BottomSheet>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={panelRef}
          tabIndex={-1}
          aria-labelledby={titleId}
          align="start"
          sideOffset={6}
          collisionPadding={12}
          // Focus waits in the panel until the search box takes it (150 ms, DR §2.11).
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            panelRef.current?.focus();
          }}
          className="z-50 flex w-80 max-w-[calc(100vw-1.5rem)] flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-xl outline-none"
        >
          <h2 id={titleId} className="mb-2 text-sm font-semibold text-slate-900">
            {t('countrySelector.title')}
          </h2>
          {list}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
