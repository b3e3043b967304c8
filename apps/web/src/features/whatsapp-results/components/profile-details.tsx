import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/use-copy';
import type { WhatsappView } from '../whatsapp-answer';
import { PhoneLine } from './phone-line';
import { Field, ProfileFields } from './profile-fields';

export interface ProfileDetailsProps {
  readonly view: WhatsappView;
  readonly headingId: string;
  readonly renderFlag: (countryCode: string) => ReactNode;
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
        <Field text name="phone" label={t('whatsapp.fields.phone')}>
          <PhoneLine phone={view.phone} renderFlag={renderFlag} />
        </Field>
        <Field text name="type" label={t('whatsapp.fields.type')}>
          {view.isBusiness ? t('whatsapp.business') : t('whatsapp.personal')}
        </Field>
        <Field text name="status" label={t('whatsapp.fields.accountStatus')}>
          {view.isUser ? t('whatsapp.activeUser') : t('whatsapp.inactive')}
        </Field>
        {view.about !== null && view.business === null && (
          <Field text name="about" label={t('whatsapp.fields.about')}>
            {view.about}
          </Field>
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
