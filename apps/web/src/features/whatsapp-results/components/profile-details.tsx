import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/use-copy';
import type { WhatsappView } from '../whatsapp-answer';
import { PhoneLine } from './phone-line';
import { ProfileFields } from './profile-fields';

export interface ProfileDetailsProps {
  readonly view: WhatsappView;
  readonly headingId: string;
  readonly renderFlag: (countryCode: string) => ReactNode;
}

function Row({
  name,
  label,
  children,
}: {
  readonly name: string;
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <div data-field={name} className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * DL §2 "Profile details": phone number, account type, status (active user or inactive) and about; a
 * business's fields with their copy buttons; with nothing to show, the no-info message and the hint
 * that the account may be private.
 */
export function ProfileDetails({ view, headingId, renderFlag }: ProfileDetailsProps) {
  const { t } = useTranslation('platform-results');
  const copy = useCopy();
  const nothing = !view.isUser || (view.about === null && view.business === null);
  return (
    <>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {t('whatsapp.detailsHeading')}
      </h2>
      <dl className="divide-y divide-slate-100">
        <Row name="phone" label={t('whatsapp.fields.phone')}>
          <PhoneLine phone={view.phone} renderFlag={renderFlag} />
        </Row>
        <Row name="type" label={t('whatsapp.fields.type')}>
          {view.isBusiness ? t('whatsapp.business') : t('whatsapp.personal')}
        </Row>
        <Row name="status" label={t('whatsapp.fields.accountStatus')}>
          {view.isUser ? t('whatsapp.activeUser') : t('whatsapp.inactive')}
        </Row>
        {view.about !== null && view.business === null && (
          <Row name="about" label={t('whatsapp.fields.about')}>
            {view.about}
          </Row>
        )}
      </dl>
      {view.business !== null && (
        <ProfileFields business={view.business} about={view.about} chips={false} copy={copy} />
      )}
      {nothing && (
        <div data-testid="no-info" className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <p className="font-medium text-slate-900">{t('whatsapp.noInfo')}</p>
          <p className="mt-1">{t('whatsapp.privateHint')}</p>
        </div>
      )}
    </>
  );
}
