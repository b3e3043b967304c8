import { Settings2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** A row's settings button (CC-2.26); named after the file, as a list holds several. */
export function SettingsButton({
  fileName,
  onClick,
}: {
  readonly fileName: string;
  readonly onClick: () => void;
}) {
  const { t } = useTranslation('settings');
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-haspopup="dialog"
      aria-label={t('openFor', { name: fileName })}
      onClick={onClick}
      data-testid="settings-button"
      className="px-2"
    >
      <Settings2 aria-hidden="true" className="size-4" />
    </Button>
  );
}
