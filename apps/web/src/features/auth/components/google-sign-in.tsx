import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { startGoogleSignIn } from '../api/sign-in-google';

interface GoogleSignInProps {
  /** Whether this server has Google credentials (GET /api/accounts/config); undefined while asking. */
  readonly available: boolean | undefined;
  /** Where Google's consent returns to (CC-2.73's redirect parameter, or the start page). */
  readonly callbackPath: string;
}

/** Google's "G", drawn locally (no request to Google before the visitor chooses to go there). */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9H1.4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  );
}

/**
 * 'Continue with Google' (CC-2.72, CC-2.73). Offered only when the server is configured for it;
 * otherwise shown disabled, with the reason linked to it, so visitors know why it does not work.
 */
export function GoogleSignIn({ available, callbackPath }: GoogleSignInProps) {
  const { t } = useTranslation('auth');
  const noteId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = () => {
    setBusy(true);
    setFailed(false);
    startGoogleSignIn(callbackPath).then(
      (url) => window.location.assign(url),
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };

  const unavailable = available === false;
  return (
    <div>
      <Button
        className="h-11 w-full"
        disabled={available !== true || busy}
        aria-describedby={unavailable || failed ? noteId : undefined}
        onClick={start}
      >
        <GoogleMark />
        {t('google.continue')}
      </Button>
      {(unavailable || failed) && (
        <p id={noteId} className={failed ? 'mt-2 text-sm text-red-700' : 'mt-2 text-sm text-slate-600'}>
          {failed ? t('google.failed') : t('google.unavailable')}
        </p>
      )}
    </div>
  );
}
