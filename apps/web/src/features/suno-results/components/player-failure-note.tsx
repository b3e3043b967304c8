import { useTranslation } from 'react-i18next';
import type { PlayerState } from '../audio-player';

/** The player's failure beside the track it concerns (red box, as DR §2.5's errorLoading). */
export function PlayerFailureNote({
  state,
  trackId,
}: {
  readonly state: PlayerState;
  readonly trackId: string;
}) {
  const { t } = useTranslation('platform-results');
  if (state.failure?.trackId !== trackId) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {t(`suno.${state.failure.kind}`)}
    </p>
  );
}
