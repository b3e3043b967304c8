import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../lib/class-names';
import type { BannerControls } from '../hooks/use-banner';

const TONE_CLASS = {
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  notice: 'border-slate-200 bg-slate-50 text-slate-900',
} as const;
const ICONS = { success: CircleCheck, error: CircleAlert, notice: Info } as const;

/**
 * The picker's banner (CC §2 "Banners"). Both live regions are always in the page, so what appears in
 * them is read: errors as alerts, success and notices politely.
 */
export function PickerBanner({ controls }: { readonly controls: BannerControls }) {
  const { t } = useTranslation('external-picker');
  const { banner, dismiss, setPaused } = controls;
  const body =
    banner === undefined
      ? null
      : (() => {
          const Icon = ICONS[banner.tone];
          return (
            <div
              key={banner.key}
              data-banner={banner.tone}
              onPointerEnter={() => setPaused(true)}
              onPointerLeave={() => setPaused(false)}
              className={cx(
                'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
                TONE_CLASS[banner.tone],
              )}
            >
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <p className="min-w-0 flex-1">
                {banner.title !== undefined && (
                  <strong className="block font-semibold">{banner.title}</strong>
                )}
                {banner.text}
              </p>
              {banner.tone !== 'success' && (
                <button
                  type="button"
                  onClick={dismiss}
                  onFocus={() => setPaused(true)}
                  onBlur={() => setPaused(false)}
                  aria-label={t('banners.dismiss')}
                  className="-me-1 rounded-md p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              )}
            </div>
          );
        })();
  return (
    <>
      <div role="alert" className="empty:hidden">
        {banner?.tone === 'error' ? body : null}
      </div>
      <div role="status" className="empty:hidden">
        {banner !== undefined && banner.tone !== 'error' ? body : null}
      </div>
    </>
  );
}
