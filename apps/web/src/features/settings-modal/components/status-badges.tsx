import { CircleCheck, CircleExclamationPoint, TriangleExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface StatusBadgesProps {
  readonly errors: number;
  readonly warnings: number;
}

/**
 * CC-2.61 error, warning and valid badges. "Valid" means Apply is possible, so it stands beside a
 * warning badge (warnings never block, CC-5.33). A live region, so a screen reader hears the change.
 */
export function StatusBadges({ errors, warnings }: StatusBadgesProps) {
  const { t } = useTranslation('settings');
  const badge = 'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold';
  return (
    <div className="flex flex-wrap gap-2" role="status" aria-live="polite">
      {errors > 0 ? (
        <span className={`${badge} bg-red-100 text-red-800`} data-badge="errors">
          <CircleExclamationPoint aria-hidden="true" className="size-4" />
          {t('badges.errors', { count: errors })}
        </span>
      ) : (
        <span className={`${badge} bg-emerald-100 text-emerald-800`} data-badge="valid">
          <CircleCheck aria-hidden="true" className="size-4" />
          {t('badges.valid')}
        </span>
      )}
      {warnings > 0 && (
        <span className={`${badge} bg-amber-100 text-amber-900`} data-badge="warnings">
          <TriangleExclamationPoint aria-hidden="true" className="size-4" />
          {t('badges.warnings', { count: warnings })}
        </span>
      )}
    </div>
  );
}
