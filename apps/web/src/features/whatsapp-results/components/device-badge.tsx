import { deviceCountKind } from '@mediaforge/shared';
import * as Popover from '@radix-ui/react-popover';
import { Info, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/intl-format';

export interface DeviceBadgeProps {
  readonly count: number;
  /** ISO time the device list last changed. */
  readonly lastUpdated: string;
}

/**
 * DL §2 "badge Active on N device(s) with an info popover explaining 0, 1 and 2+ devices plus an Updated
 * time" (DR §2.8's tooltip on hover is the same popover: a button opens it on click, tap or keyboard,
 * docs/decisions.md D206).
 */
export function DeviceBadge({ count, lastUpdated }: DeviceBadgeProps) {
  const { t, i18n } = useTranslation('platform-results');
  const kind = deviceCountKind(count);
  const updated = new Date(lastUpdated);
  return (
    <span className="inline-flex items-center gap-1">
      <span
        data-devices={count}
        className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900"
      >
        <Smartphone aria-hidden="true" className="size-3.5" />
        {t('whatsapp.devices.badge', { count })}
      </span>
      <Popover.Root>
        <Popover.Trigger
          aria-label={t('whatsapp.devices.about')}
          className="inline-flex size-7 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Info aria-hidden="true" className="size-4" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            sideOffset={6}
            collisionPadding={12}
            data-testid="devices-popover"
            className="z-50 w-72 max-w-[calc(100vw-1.5rem)] space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-800 shadow-xl outline-none"
          >
            <p>{t(`whatsapp.devices.${kind}`)}</p>
            {!Number.isNaN(updated.getTime()) && (
              <p className="text-slate-600">
                {t('whatsapp.devices.updated', { time: formatDate(updated, i18n.language) })}
              </p>
            )}
            <Popover.Arrow className="fill-white" />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </span>
  );
}
