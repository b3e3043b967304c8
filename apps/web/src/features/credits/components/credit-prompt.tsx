import { CircleAlert, X } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { showToast } from '../../../components/ui/toast';
import { useAuthSession } from '../../../lib/auth-session';
import type { CreditRefusal } from '../../../lib/credit-events';
import { splitLocale, withLocale } from '../../../lib/locale-path';
import { redirectQuery } from '../../../lib/redirect-target';
import {
  creditPromptFor,
  PROMPT_ACTIONS,
  PROMPT_TOASTS,
  type CreditPromptKind,
  type PromptAction,
} from '../credit-prompt';

/** A screen's own words for the prompts (the downloader's "Download Failed", DL-8.10–8.12). */
export interface CreditPromptWording {
  readonly title: (kind: CreditPromptKind) => string;
  readonly text: (kind: CreditPromptKind) => string;
  readonly toast: (kind: CreditPromptKind) => {
    readonly variant: 'warning' | 'error';
    readonly durationMs: number;
  };
}

export interface CreditPromptProps {
  readonly refusal: CreditRefusal;
  /** Changes with every refusal, so a repeated one raises its toast again. */
  readonly sequence: number;
  readonly onDismiss: () => void;
  /** The converter's texts of credits.json unless a screen brings its own. */
  readonly wording?: CreditPromptWording | undefined;
}

/**
 * The page's answer to a refusal for want of credits (CC-6.05, CC-6.07, CC-8.36–8.38, CC-8.43, CC-8.44):
 * the spec's toast (8 s warning for anonymous visitors, 10 s error toast otherwise, with the actions),
 * and the same prompt as a banner above the list, which stays until dismissed so nobody has to catch a
 * toast in time (WCAG 2.2.1; docs/decisions.md D52).
 */
export function CreditPrompt({ refusal, sequence, onDismiss, wording }: CreditPromptProps) {
  const { t } = useTranslation('credits');
  const titleId = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const auth = useAuthSession();
  const kind = creditPromptFor(refusal, auth.status === 'signedIn');
  const actions = PROMPT_ACTIONS[kind];
  const { prefix } = splitLocale(pathname);
  const hrefOf = (action: PromptAction) =>
    withLocale(prefix, action.path) + (action.returns ? redirectQuery(pathname + search) : '');
  const hrefs = actions.map(hrefOf).join('|');
  const title = wording?.title(kind) ?? t(`${kind}.title`);
  const text = wording?.text(kind) ?? t(`${kind}.text`);
  const { variant, durationMs } = wording?.toast(kind) ?? PROMPT_TOASTS[kind];

  useEffect(() => {
    const links = hrefs.split('|');
    const buttons = PROMPT_ACTIONS[kind].map((action, index) => ({
      label: t(`actions.${action.key}`),
      onClick: () => void navigate(links[index] ?? '/'),
    }));
    const [first, second] = buttons;
    if (first === undefined) return;
    showToast(variant, title, {
      id: 'credit-prompt',
      description: text,
      durationMs,
      actions: second === undefined ? [first] : [first, second],
    });
    // One toast per refusal: `sequence` changes with each.
  }, [kind, sequence, hrefs, navigate, t, title, text, variant, durationMs]);

  return (
    <section
      aria-labelledby={titleId}
      data-testid="credit-prompt"
      data-kind={kind}
      className="mt-8 flex max-w-3xl gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-800">{text}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {actions.map((action, index) => (
            <Link
              key={action.key}
              to={hrefOf(action)}
              className={
                index === 0
                  ? 'inline-flex h-9 items-center rounded-lg bg-indigo-600 px-3 text-sm font-semibold text-white shadow-sm hover:bg-indigo-700'
                  : 'inline-flex h-9 items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50'
              }
            >
              {t(`actions.${action.key}`)}
            </Link>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('actions.dismiss')}
        className="-me-1 -mt-1 self-start rounded-md p-1.5 text-slate-600 hover:bg-amber-100 hover:text-slate-900"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </section>
  );
}
