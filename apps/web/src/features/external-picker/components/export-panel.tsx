import type { DriveClients, DriveSource } from '@mediaforge/shared';
import { CloudUpload, LoaderCircle } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { browserStorage } from '../../../lib/browser-storage';
import { canExportToGoogle, grantGoogleExport } from '../auth/drive-login';
import type { StoredLogin } from '../auth/stored-login';
import { failureText } from '../drive-texts';
import { isDriveError } from '../drives/drive-http';
import { createDriveService, EXPORT_FOLDER } from '../drives/drive-service';
import type { BannerControls } from '../hooks/use-banner';
import type { DriveControls } from '../hooks/use-drive';
import { DriveStatusBar } from './drive-status-bar';
import type { ExportSubject } from './external-picker';

interface ExportPanelProps {
  readonly source: DriveSource;
  readonly clients: DriveClients;
  readonly drive: DriveControls;
  readonly login: StoredLogin;
  readonly banner: BannerControls;
  readonly subject: ExportSubject;
  readonly root: RefObject<HTMLElement | null>;
}

/**
 * Export-ready (CC-2.39): the result goes into the drive's "Mediaforge" folder (folder create, then
 * upload, CC-7.27–7.29). Google first asks for the right to write files of this app (D223).
 */
export function ExportPanel({ source, clients, drive, login, banner, subject, root }: ExportPanelProps) {
  const { t } = useTranslation('external-picker');
  const service = t(`tabs.${source}`);
  const [busy, setBusy] = useState(false);

  const exportNow = async () => {
    if (busy) return;
    setBusy(true);
    try {
      let token = login.accessToken;
      const { googleDrive } = clients;
      if (source === 'google-drive' && googleDrive !== undefined && !canExportToGoogle(login)) {
        const granted = await grantGoogleExport(googleDrive, {
          storage: browserStorage(),
          now: () => Date.now(),
        });
        drive.renew(granted);
        token = granted.accessToken;
      }
      const blob = await subject.load();
      await createDriveService(source, clients, token).exportFile(blob, subject.name);
      banner.show('success', t('banners.exportSuccess', { name: subject.name, service }));
    } catch (error) {
      banner.show(
        'error',
        failureText(error, service, t) ?? t('errors.uploadFailed'),
        t('banners.exportFailed'),
      );
      if (isDriveError(error) && error.kind === 'unauthorized') drive.expire();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <DriveStatusBar service={service} drive={drive} root={root} />
      <div className="rounded-lg border border-slate-200 p-5">
        <h3 className="text-base font-semibold text-slate-900">{t('export.readyTitle')}</h3>
        <p className="mt-1 text-sm text-slate-700">
          {t('export.readyText', { name: subject.name, folder: EXPORT_FOLDER, service })}
        </p>
        <Button
          variant="primary"
          className="mt-4 aria-disabled:opacity-70"
          data-focus-first=""
          aria-disabled={busy || undefined}
          onClick={() => void exportNow()}
        >
          {busy ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <CloudUpload aria-hidden="true" className="size-4" />
          )}
          {busy ? t('export.exporting') : t('export.button', { service })}
        </Button>
      </div>
    </div>
  );
}
