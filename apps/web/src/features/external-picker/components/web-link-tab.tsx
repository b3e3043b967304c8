import { urlImportProblem } from '@mediaforge/shared';
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ImportControls } from '../hooks/use-imports';
import type { SourceStatus } from '../source-status';
import { SourceNotice } from './source-notice';

interface WebLinkTabProps {
  readonly status: SourceStatus;
  readonly service: string;
  readonly imports: ImportControls;
}

/**
 * The web-link tab (CC-2.37, CC-2.38): a URL field checked while typing against the §5 rules
 * (CC-5.52, CC-5.53) and an import button, disabled until the link is valid (CC-5.54) and the server
 * serves web-link imports (else the tab says so, D49). Importing sends the link to the server
 * (CC-7.09), which fetches it; the file joins the list when stored (CC-1.03).
 */
export function WebLinkTab({ status, service, imports }: WebLinkTabProps) {
  const { t } = useTranslation('external-picker');
  const [value, setValue] = useState('');
  const busy = imports.percent !== undefined;
  const id = useId();
  const messageId = `${id}-message`;
  const noticeId = `${id}-notice`;
  const empty = value.trim() === '';
  const problem = empty ? undefined : urlImportProblem(value);
  const valid = !empty && problem === undefined;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || busy || status !== 'available') return;
        void imports.run(
          [{ key: 'url', name: value.trim(), source: 'url', body: { url: value.trim() } }],
          service,
        );
      }}
      className="flex flex-col gap-4"
    >
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
          // Busy keeps focus on the button (aria-disabled) and says so; invalid disables it (CC-5.54).
          disabled={!valid || status !== 'available'}
          aria-disabled={busy || undefined}
          aria-describedby={status === 'available' ? messageId : `${messageId} ${noticeId}`}
        >
          {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          {busy ? t('webLink.importing') : t('webLink.import')}
        </Button>
      </div>
    </form>
  );
}
