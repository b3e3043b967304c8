import { CircleCheck } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { handOffFocus } from '../../../components/ui/focus-handoff';
import type { DriveControls } from '../hooks/use-drive';

/** "Connected to {drive}" and Disconnect (CC-4.42), which hands focus to Connect once it shows. */
export function DriveStatusBar({
  service,
  drive,
  root,
}: {
  readonly service: string;
  readonly drive: DriveControls;
  readonly root: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('external-picker');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="me-auto flex items-center gap-2 text-sm font-medium text-emerald-800">
        <CircleCheck aria-hidden="true" className="size-4" />
        {t('drive.connected', { service })}
      </p>
      <Button
        size="sm"
        variant="ghost"
        onClick={(event) => {
          const from = event.currentTarget;
          drive.disconnect();
          handOffFocus({ from, always: true, to: () => [root.current?.querySelector('button')] });
        }}
      >
        {t('drive.disconnect')}
      </Button>
    </div>
  );
}
