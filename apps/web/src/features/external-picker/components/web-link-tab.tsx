import { urlImportProblem } from '@mediaforge/shared';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { SourceStatus } from '../source-status';
import { SourceNotice } from './source-notice';

/**
 * The web-link tab (CC-2.37, CC-2.38): a URL field checked while typing against the §5 rules
 * (CC-5.52, CC-5.53) and an import button, disabled until the link is valid (CC-5.54) and the server
 * serves web-link imports. This build's server does not (D49 in docs/decisions.md), so the tab says
 * so and the button stays disabled with that explanation.
 */
export function WebLinkTab({ status, service }: { readonly status: SourceStatus; readonly service: string }) {
  const { t } = useTranslation('external-picker');
  const [value, setValue] = useState('');
  const id = useId();
  const messageId = `${id}-message`;
  const noticeId = `${id}-notice`;
  const empty = value.trim() === '';
  const problem = empty ? undefined : urlImportProblem(value);
  const valid = !empty && problem === undefined;

  return (
    // No submit handler yet: the import call comes with the server's endpoint, which enables the button.
    <form noValidate onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-4">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t('webLink.label')}
        </label>
        <input
          id={id}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          dir="ltr"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('webLink.placeholder')}
          aria-invalid={problem === undefined ? undefined : true}
          aria-describedby={messageId}
          className={
            'mt-1 h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 sm:text-sm ' +
            (problem === undefined ? 'border-slate-300 hover:border-slate-400' : 'border-red-600')
          }
        />
        <p id={messageId} aria-live="polite" data-testid="url-validation" className="mt-1 min-h-5 text-sm">
          {problem !== undefined && (
            <span className="flex items-center gap-1.5 text-red-700">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {t(`webLink.${problem}`)}
            </span>
          )}
          {valid && (
            <span className="flex items-center gap-1.5 text-emerald-700">
              <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
              {t('webLink.valid')}
            </span>
          )}
        </p>
      </div>
      {status !== 'available' && (
        <SourceNotice
          id={noticeId}
          status={status}
          service={service}
          unavailableText={t('webLink.unavailableText')}
        />
      )}
      <div className="flex justify-end">
        <Button
          type="submit"
          variant="primary"
          disabled={!valid || status !== 'available'}
          aria-describedby={status === 'available' ? messageId : `${messageId} ${noticeId}`}
        >
          {t('webLink.import')}
        </Button>
      </div>
    </form>
  );
}
