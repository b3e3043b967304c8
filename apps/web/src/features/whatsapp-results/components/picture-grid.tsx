import type { DownloaderQuality } from '@mediaforge/shared';
import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button';
import { useProxiedPicture } from '../hooks/use-proxied-picture';

export interface WhatsappDownloads {
  readonly isDownloading: boolean;
  readonly busyFormatId: string | undefined;
  readonly onDownload: (quality: DownloaderQuality) => void;
  readonly renderDownloadStatus: (formatId: string) => ReactNode;
}

function PictureCard({
  quality,
  actions,
}: {
  readonly quality: DownloaderQuality;
  readonly actions: WhatsappDownloads;
}) {
  const { t } = useTranslation('platform-results');
  const { src } = useProxiedPicture(quality.preview ?? null);
  return (
    <li data-format-id={quality.formatId} className="space-y-2 rounded-xl border border-slate-200 p-3">
      <div className="aspect-square overflow-hidden rounded-lg bg-slate-100">
        {src !== undefined && <img src={src} alt="" className="size-full object-cover" />}
      </div>
      <p className="text-sm font-semibold text-slate-900">
        {quality.quality} <span className="font-normal text-slate-600">{quality.format.toUpperCase()}</span>
      </p>
      <DownloadButton
        busy={actions.busyFormatId === quality.formatId}
        blocked={actions.isDownloading}
        busyText={t('common.downloading')}
        onDownload={() => actions.onDownload(quality)}
        label={t('whatsapp.downloadPictureQuality', { quality: quality.quality })}
        formatId={quality.formatId}
      >
        {t('whatsapp.downloadPicture')}
      </DownloadButton>
      {actions.renderDownloadStatus(quality.formatId)}
    </li>
  );
}

/**
 * DR §2.8 "'Download profile picture' button(s), one per image quality" in "a one-tab grid of profile
 * pictures" (the tab bar of DR §2.2 with its only tab).
 */
export function PictureGrid({
  pictures,
  actions,
}: {
  readonly pictures: readonly DownloaderQuality[];
  readonly actions: WhatsappDownloads;
}) {
  const { t } = useTranslation('platform-results');
  if (pictures.length === 0) return null;
  return (
    <Tabs.Root defaultValue="pictures">
      <Tabs.List aria-label={t('whatsapp.picturesLabel')} className="flex border-b border-slate-200">
        <Tabs.Trigger
          value="pictures"
          className="rounded-t-lg border-b-2 border-emerald-500 px-4 py-2 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t('whatsapp.picturesTab', { count: pictures.length })}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="pictures" className="pt-3">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {pictures.map((quality) => (
            <PictureCard key={quality.formatId} quality={quality} actions={actions} />
          ))}
        </ul>
      </Tabs.Content>
    </Tabs.Root>
  );
}
