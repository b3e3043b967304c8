import { whatsappSendLink } from '@mediaforge/shared';
import { BadgeCheck, Briefcase, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCopy } from '../hooks/use-copy';
import type { WhatsappView } from '../whatsapp-answer';
import { DeviceBadge } from './device-badge';
import { PhoneLine } from './phone-line';
import { PictureGrid, type WhatsappDownloads } from './picture-grid';
import { ProfileAvatar } from './profile-avatar';
import { ProfileFields } from './profile-fields';

export interface ProfileWithPictureProps {
  readonly view: WhatsappView;
  readonly headingId: string;
  readonly renderFlag: (countryCode: string) => ReactNode;
  readonly actions: WhatsappDownloads;
}

/**
 * DL §2 "Profile with picture" and DR §2.8: the round avatar and its preview, the number with its flag,
 * the devices badge, the business badge or the personal-account notice, name and status when known,
 * the business fields, the send-message link, and the pictures with one download button each.
 */
export function ProfileWithPicture({ view, headingId, renderFlag, actions }: ProfileWithPictureProps) {
  const { t } = useTranslation('platform-results');
  const copy = useCopy();
  const number = `+${view.digits}`;
  return (
    <>
      <header className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-start">
        <ProfileAvatar picture={view.picture} hd={view.hd} number={number} actions={actions} />
        <div className="min-w-0 flex-1 space-y-2">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            <PhoneLine phone={view.phone} renderFlag={renderFlag} />
          </h2>
          {view.name !== null && <p className="font-medium text-slate-800">{view.name}</p>}
          <p className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            {view.isUser && (
              <span
                data-badge="available"
                className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900"
              >
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                {t('whatsapp.profileAvailable')}
              </span>
            )}
            {view.isBusiness && (
              <span
                data-badge="business"
                className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
              >
                <Briefcase aria-hidden="true" className="size-3.5" />
                {t('whatsapp.business')}
              </span>
            )}
            {view.devices !== null && (
              <DeviceBadge count={view.devices.count} lastUpdated={view.devices.lastUpdated} />
            )}
          </p>
          <a
            href={whatsappSendLink(view.digits)}
            target="_blank"
            rel="noopener noreferrer"
            data-send-message
            className="inline-flex h-10 items-center gap-2 rounded-lg bg-emerald-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            {t('whatsapp.sendMessage')}
            <span className="sr-only">{t('common.newTab')}</span>
          </a>
        </div>
      </header>
      {!view.isBusiness && view.isUser && (
        <p data-testid="personal-notice" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {t('whatsapp.personalNotice')}
        </p>
      )}
      {view.business !== null ? (
        <ProfileFields business={view.business} about={view.about} chips copy={copy} />
      ) : (
        view.about !== null && (
          <dl>
            <div data-field="status" className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr]">
              <dt className="text-sm font-medium text-slate-600">{t('whatsapp.fields.status')}</dt>
              <dd className="break-words text-slate-900">{view.about}</dd>
            </div>
          </dl>
        )
      )}
      <PictureGrid pictures={view.pictures} actions={actions} />
    </>
  );
}
