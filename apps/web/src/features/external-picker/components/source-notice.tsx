import { CircleAlert, CloudOff, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SourceStatus } from '../source-status';

interface SourceNoticeProps {
  /** For the controls it explains (aria-describedby). */
  readonly id: string;
  readonly status: Exclude<SourceStatus, 'available'>;
  /** The tab's name in "{service} Unavailable" (CC-5.58). */
  readonly service: string;
  readonly unavailableText: string;
}

/** Why a tab cannot import: still asking the server, not served here (CC-5.58), or no answer. */
export function SourceNotice({ id, status, service, unavailableText }: SourceNoticeProps) {
  const { t } = useTranslation('external-picker');
  if (status === 'checking') {
    return (
      <p id={id} role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('status.checking')}
      </p>
    );
  }
  const Icon = status === 'unavailable' ? CloudOff : CircleAlert;
  return (
    <div
      id={id}
      data-source-status={status}
      className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
      <div>
        <h3 className="text-sm font-semibold text-slate-900">
          {status === 'unavailable' ? t('unavailableTitle', { service }) : t('status.unreachableTitle')}
        </h3>
        <p className="mt-0.5 text-sm text-slate-700">
          {status === 'unavailable' ? unavailableText : t('status.unreachableText')}
        </p>
      </div>
    </div>
  );
}
