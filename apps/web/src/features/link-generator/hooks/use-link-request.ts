import { CAPTCHA_TO_ANALYSIS_DELAY_MS, type WhatsappInfo } from '@mediaforge/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { visitorTier } from '../../../lib/auth-session';
import { generateLink, type GenerateLinkRequest } from '../api/generate-link';

export type RequestStep =
  | { readonly kind: 'idle' }
  /** The bot check is shown; `failed` once it said so (Generate then starts a new one). */
  | { readonly kind: 'verifying'; readonly attempt: number; readonly failed: boolean }
  | { readonly kind: 'sending' };

interface LinkRequestHandlers {
  readonly onDone: (answer: WhatsappInfo, request: GenerateLinkRequest) => void;
  readonly onFailed: (error: unknown) => void;
}

const IDLE: RequestStep = { kind: 'idle' };

/**
 * The link generator's call (DL §4 "Form flow"): anonymous visitors pass the bot check first and the
 * call follows 1 s after "Verification Successful!"; signed-in visitors are sent at once. A submission
 * while one is under way is ignored; cancel() (Reset, leaving the page) drops whatever is pending.
 */
export function useLinkRequest({ onDone, onFailed }: LinkRequestHandlers) {
  const [step, setStep] = useState<RequestStep>(IDLE);
  const busy = useRef(false);
  const pending = useRef<GenerateLinkRequest | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const attempts = useRef(0);
  const handlers = useRef({ onDone, onFailed });
  useEffect(() => {
    handlers.current = { onDone, onFailed };
  });

  const send = useCallback(async (request: GenerateLinkRequest) => {
    setStep({ kind: 'sending' });
    const abort = new AbortController();
    controller.current = abort;
    try {
      const answer = await generateLink(request, abort.signal);
      if (abort.signal.aborted) return;
      busy.current = false;
      setStep(IDLE);
      handlers.current.onDone(answer, request);
    } catch (error) {
      if (abort.signal.aborted) return;
      busy.current = false;
      setStep(IDLE);
      handlers.current.onFailed(error);
    }
  }, []);

  const start = useCallback(
    async (request: GenerateLinkRequest, captchaFailed: boolean) => {
      if (busy.current && !captchaFailed) return;
      busy.current = true;
      if ((await visitorTier()) !== 'ANONYMOUS') return send(request);
      pending.current = request;
      attempts.current += 1;
      setStep({ kind: 'verifying', attempt: attempts.current, failed: false });
    },
    [send],
  );

  const verified = useCallback(
    (token: string) => {
      const request = pending.current;
      if (request === undefined) return;
      pending.current = undefined;
      timer.current = setTimeout(
        () => void send({ ...request, captchaToken: token }),
        CAPTCHA_TO_ANALYSIS_DELAY_MS,
      );
    },
    [send],
  );

  const captchaFailed = useCallback(() => {
    setStep((current) => (current.kind === 'verifying' ? { ...current, failed: true } : current));
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    clearTimeout(timer.current);
    pending.current = undefined;
    busy.current = false;
    setStep(IDLE);
  }, []);

  useEffect(() => cancel, [cancel]);

  return { step, start, verified, captchaFailed, cancel };
}
