import type { DriveClients, DriveSource, ProcessingMode } from '@mediaforge/shared';
import { LoaderCircle } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BannerControls } from '../hooks/use-banner';
import { useDrive } from '../hooks/use-drive';
import type { ImportControls } from '../hooks/use-imports';
import type { SourceStatus } from '../source-status';
import { ConnectPanel } from './connect-panel';
import type { ExportSubject } from './external-picker';
import { ExportPanel } from './export-panel';
import { FileBrowser } from './file-browser';
import { SourceNotice } from './source-notice';

type DriveTabProps = {
  readonly source: DriveSource;
  readonly status: SourceStatus;
  readonly clients: DriveClients;
  readonly banner: BannerControls;
} & (
  | {
      readonly mode: 'import';
      readonly imports: ImportControls;
      readonly processingMode: ProcessingMode;
      readonly admit: <F extends { readonly name: string; readonly type: string; readonly size?: number }>(
        files: readonly F[],
      ) => readonly F[];
    }
  | { readonly mode: 'export'; readonly subject: ExportSubject }
);

const CLIENT_KEYS = { 'google-drive': 'googleDrive', dropbox: 'dropbox', onedrive: 'onedrive' } as const;

/**
 * A drive's tab (CC-2.39): Unavailable when the server has no credentials for it (CC-5.58), Connect
 * until signed in, then the file browser (import) or Export-ready (export).
 */
export function DriveTab(props: DriveTabProps) {
  const { t } = useTranslation('external-picker');
  const { source, status, clients } = props;
  if (status !== 'available' || clients[CLIENT_KEYS[source]] === undefined) {
    return (
      <SourceNotice
        id={`drive-${source}-status`}
        // A flag without the drive's public settings cannot sign in: unavailable as well.
        status={status === 'available' ? 'unavailable' : status}
        service={t(`tabs.${source}`)}
        unavailableText={t('driveUnavailableText')}
      />
    );
  }
  return <AvailableDrive {...props} />;
}

function AvailableDrive(props: DriveTabProps) {
  const { t } = useTranslation('external-picker');
  const { source, clients, banner } = props;
  const drive = useDrive(source, clients, banner);
  const root = useRef<HTMLDivElement>(null);
  const service = t(`tabs.${source}`);
  const { connection } = drive;
  let body;
  if (connection.status === 'disconnecting') {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        {t('drive.disconnecting')}
      </p>
    );
  } else if (connection.status !== 'connected') {
    body = <ConnectPanel source={source} clients={clients} drive={drive} mode={props.mode} root={root} />;
  } else if (props.mode === 'import') {
    body = (
      <FileBrowser
        source={source}
        clients={clients}
        drive={drive}
        login={connection.login}
        banner={banner}
        imports={props.imports}
        processingMode={props.processingMode}
        admit={props.admit}
        root={root}
      />
    );
  } else {
    body = (
      <ExportPanel
        source={source}
        clients={clients}
        drive={drive}
        login={connection.login}
        banner={banner}
        subject={props.subject}
        root={root}
      />
    );
  }
  return (
    <div ref={root} data-drive-state={connection.status} aria-label={service} role="group">
      {body}
    </div>
  );
}
