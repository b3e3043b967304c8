import { createHmac } from 'node:crypto';
import type { CaptchaProvider } from '@mediaforge/shared';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { OnceStore } from '../../repositories/limits/limit-store.repository.js';
import { decodeCanonical } from '../signed-values.js';

/**
 * The bot check (DESIGN.md §4; downloader.md §2, §4; docs/decisions.md D46): ALTCHA's self-hosted proof of
 * work by default, Cloudflare Turnstile when the operator configures it. An ALTCHA solution is accepted
 * once: its challenge id is remembered until the challenge expires, so a replay is refused.
 */
export interface CaptchaService {
  readonly provider: CaptchaProvider;
  readonly siteKey: string | undefined;
  /** A fresh signed ALTCHA challenge (undefined under Turnstile, whose widget talks to Cloudflare). */
  challenge(): Promise<Challenge | undefined>;
  /** Whether a widget's token/payload is a valid, unused solution. */
  verify(token: string, remoteIp: string | undefined): Promise<boolean>;
}

/** Checks a Turnstile token with Cloudflare's siteverify (repositories/captcha/turnstile.repository.ts). */
export type TurnstileVerifier = (token: string, remoteIp: string | undefined) => Promise<boolean>;

export interface CaptchaServiceOptions {
  readonly secret: string;
  readonly cost: number;
  readonly maxNumber: number;
  readonly ttlMs: number;
  readonly now: () => number;
  readonly turnstile?: { readonly siteKey: string; readonly verify: TurnstileVerifier } | undefined;
  /**
   * Where used challenge ids are remembered until they expire: the run mode's store (this process
   * embedded, Redis when API nodes share the load, D242), so a solution is accepted once per install.
   */
  readonly replays: OnceStore;
}

const ALGORITHM = 'PBKDF2/SHA-256';

/** Payloads are a few hundred bytes of JSON; anything longer is not one (and is not parsed). */
const MAX_PAYLOAD_CHARS = 8 * 1024;

/** The widget's payload: canonical base64 (one spelling per payload, D67) of a small JSON object. */
function parsePayload(token: string): Payload | undefined {
  if (token.length > MAX_PAYLOAD_CHARS) return undefined;
  const bytes = decodeCanonical(token, 'base64');
  if (!bytes) return undefined;
  try {
    const parsed = JSON.parse(bytes.toString('utf8')) as Partial<Payload> | null;
    return parsed?.challenge?.parameters && parsed.solution ? (parsed as Payload) : undefined;
  } catch {
    return undefined;
  }
}

export function createCaptchaService(options: CaptchaServiceOptions): CaptchaService {
  const derive = (label: string) => createHmac('sha256', options.secret).update(label).digest('hex');
  const signatureSecret = derive('altcha-signature-v1');
  const keySignatureSecret = derive('altcha-key-signature-v1');
  if (options.turnstile) {
    const { siteKey, verify } = options.turnstile;
    return {
      provider: 'turnstile',
      siteKey,
      challenge: () => Promise.resolve(undefined),
      verify: (token, remoteIp) => (token ? verify(token, remoteIp) : Promise.resolve(false)),
    };
  }

  return {
    provider: 'altcha',
    siteKey: undefined,
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: options.cost,
        counter: randomInt(Math.floor(options.maxNumber / 2), options.maxNumber),
        deriveKey,
        expiresAt: new Date(options.now() + options.ttlMs),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      }),
    async verify(token) {
      const payload = parsePayload(token);
      if (!payload) return false;
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySignatureSecret,
      }).catch(() => undefined);
      if (!result?.verified) return false;
      const { nonce, expiresAt } = payload.challenge.parameters;
      const now = options.now();
      return options.replays.claim(nonce, (expiresAt ?? 0) * 1000 || now + options.ttlMs, now);
    },
  };
}
