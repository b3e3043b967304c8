import type { DriveClients, DriveSource } from '@mediaforge/shared';
import { Cloud, LoaderCircle } from 'lucide-react';
import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { handOffFocus } from '../../../components/ui/focus-handoff';
import { preloadGoogleIdentity } from '../auth/drive-login';
import type { DriveControls } from '../hooks/use-drive';

interface ConnectPanelProps {
  readonly source: DriveSource;
  readonly clients: DriveClients;
  readonly drive: DriveControls;
  readonly mode: 'import' | 'export';
  /** The tab's content, where focus goes once connected. */
  readonly root: RefObject<HTMLElement | null>;
}

/**
 * The Connect state (CC-2.39): what signing in does and the button that opens the provider's popup.
 * While the popup is open the button stays focusable, says "Connecting…" and does nothing more.
 */
export function ConnectPanel({ source, clients, drive, mode, root }: ConnectPanelProps) {
  const { t } = useTranslation('external-picker');
  const service = t(`tabs.${source}`);
  const connecting = drive.connection.status === 'connecting';
  const { googleDrive } = clients;
  useEffect(() => {
    // Google's script loads while the visitor reads, so the click opens Google's popup at once (a popup
    // opened long after the click is blocked).
    if (source === 'google-drive' && googleDrive !== undefined) preloadGoogleIdentity(googleDrive);
  }, [source, googleDrive]);

  return (
    <div className="flex flex-col items-start gap-4 rounded-lg border border-slate-200 p-5">
      <div className="flex items-start gap-3">
        <Cloud aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-indigo-600" />
        <div>
          <h3 className="text-base font-semibold text-slate-900">{t('drive.connectTitle', { service })}</h3>
          <p className="mt-1 text-sm text-slate-700">
            {mode === 'import'
              ? t('drive.connectText', { service })
              : t('drive.connectExportText', { service })}
          </p>
        </div>
      </div>
      <Button
        variant="primary"
        aria-disabled={connecting || undefined}
        onClick={(event) => {
          if (connecting) return;
          const button = event.currentTarget;
          void drive.connect().then(() => {
            // The button is gone once connected, and the dialog then holds focus itself: that is lost
            // focus too. Anywhere else, the visitor put it there.
            const active = document.activeElement;
            const lost =
              active === button || active === document.body || active?.getAttribute('role') === 'dialog';
            if (!lost) return;
            handOffFocus({
              from: button,
              always: true,
              // The browser's search box, the export button, or Connect again after a failure.
              to: () => [
                root.current?.querySelector('[data-focus-first]'),
                root.current?.querySelector('button'),
              ],
            });
          });
        }}
      >
        {connecting && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
        {connecting ? t('drive.connecting') : t('drive.connect', { service })}
      </Button>
    </div>
  );
}
