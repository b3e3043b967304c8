import { useEffect, useState, useSyncExternalStore } from 'react';
import { browserClock } from '../../../lib/job-tracker';
import { AudioPlayer, type PlayerState } from '../audio-player';

/**
 * The view's one player (one track at a time, DL §4): an <audio> element outside the document, stopped
 * and let go of when the view goes.
 */
export function useAudioPlayer(): { readonly player: AudioPlayer; readonly state: PlayerState } {
  const [player] = useState(() => new AudioPlayer(new Audio(), browserClock));
  useEffect(() => player.attach(), [player]);
  const state = useSyncExternalStore(player.subscribe, player.getState, player.getState);
  return { player, state };
}
