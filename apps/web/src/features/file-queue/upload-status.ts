import { failureText } from '../../lib/upload-failure';
import { TERMINAL_PHASES, type UploadSnapshot } from '../../lib/upload-task';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** The row's state label: "Hashing… 40%", "Uploading 12%", "Paused", "Uploaded", or the error. */
export function statusText(snapshot: UploadSnapshot, t: Translate): string {
  switch (snapshot.phase) {
    case 'hashing':
      return t('status.hashing', { percent: Math.floor(snapshot.hashPercent) });
    case 'initializing':
      return t('status.preparing');
    case 'uploading':
      return t('status.uploading', { percent: Math.floor(snapshot.percent) });
    case 'paused':
      return t(snapshot.pauseReason === 'network' ? 'status.pausedOffline' : 'status.paused');
    case 'completing':
      return t(snapshot.heartbeats > 0 ? 'status.assembling' : 'status.completing');
    case 'completed':
      return t('status.uploaded');
    case 'cancelled':
      return t('status.cancelled');
    case 'failed':
      return snapshot.failure === undefined ? t('errors.uploadFailed') : failureText(snapshot.failure, t);
  }
}

/** Which buttons a row offers. Only chunked uploads pause; completion is never interrupted. */
export function rowActions(snapshot: UploadSnapshot): {
  pause: boolean;
  resume: boolean;
  cancel: boolean;
  remove: boolean;
} {
  const active = !TERMINAL_PHASES.has(snapshot.phase);
  const pausable =
    snapshot.phase === 'hashing' || snapshot.phase === 'initializing' || snapshot.phase === 'uploading';
  return {
    pause: snapshot.method === 'chunk' && pausable,
    resume: snapshot.phase === 'paused',
    cancel: active,
    remove: !active,
  };
}
