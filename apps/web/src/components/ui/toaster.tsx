import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../lib/class-names';
import { DEFAULT_TOAST_MS, dismissToast, subscribeToasts, type ToastEntry, type ToastVariant } from './toast';

/** Pale background, darker text of the same hue: every pair at least 4.5 : 1 (WCAG AA). */
const LOOK: Readonly<Record<ToastVariant, { readonly box: string; readonly icon: LucideIcon }>> = {
  error: { box: 'border-red-200 bg-red-50 text-red-800', icon: CircleAlert },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: TriangleAlert },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-800', icon: CircleCheck },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: Info },
};

const BUTTON =
  'rounded-md px-2.5 py-1 text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';

function ToastItem({ toast }: { readonly toast: ToastEntry }) {
  const { t } = useTranslation('ui');
  const [paused, setPaused] = useState(false);
  // The text goes into the live region a frame after the region itself, so it is heard once.
  const [filled, setFilled] = useState(false);
  const left = useRef(toast.durationMs ?? DEFAULT_TOAST_MS);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFilled(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  // Time stops while the pointer or focus is on the toast (WCAG 2.2.1).
  useEffect(() => {
    if (paused) return;
    const started = performance.now();
    const timer = setTimeout(() => dismissToast(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      left.current = Math.max(1000, left.current - (performance.now() - started));
    };
  }, [paused, toast.id]);

  const { box, icon: Icon } = LOOK[toast.variant];
  const alert = toast.variant === 'error' || toast.variant === 'warning';
  return (
    <li
      data-toast=""
      data-type={toast.variant}
      className={cx(
        'pointer-events-auto flex items-start gap-3 rounded-lg border p-4 text-sm shadow-lg',
        box,
      )}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {/* Errors and warnings are alerts, other notes a status (D73); Tab passes through and on. */}
      <div role={alert ? 'alert' : 'status'} aria-atomic="true" className="min-w-0 flex-1">
        {filled && (
          <>
            <p className="font-semibold">{toast.title}</p>
            {toast.description !== undefined && <p className="mt-0.5">{toast.description}</p>}
          </>
        )}
      </div>
      {toast.actions !== undefined && (
        <div className="flex shrink-0 flex-col gap-1.5">
          {toast.actions.map((action, index) => (
            <button
              key={action.label}
              type="button"
              className={cx(BUTTON, index === 0 ? 'bg-current/10' : 'underline')}
              onClick={() => {
                action.onClick();
                dismissToast(toast.id);
              }}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
      <button
        type="button"
        aria-label={t('close')}
        className={cx(BUTTON, 'shrink-0 p-1')}
        onClick={() => dismissToast(toast.id)}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

interface AppToasterProps {
  readonly dir: 'ltr' | 'rtl';
  /** The landmark's accessible name ("Notifications"). */
  readonly label: string;
}

/**
 * The one place toasts appear: a labelled region at the inline end of the bottom edge, newest last.
 * Each toast is its own live region, so it is read once, and nothing in it holds focus.
 */
export function AppToaster({ dir, label }: AppToasterProps) {
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  useEffect(() => subscribeToasts(setToasts), []);
  return (
    <section
      aria-label={label}
      dir={dir}
      className="pointer-events-none fixed end-4 bottom-4 z-50 w-[min(24rem,calc(100vw-2rem))]"
    >
      <ol className="flex flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={`${toast.id}-${String(toast.version)}`} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
