/**
 * Cloudflare Turnstile's server-side check (https://developers.cloudflare.com/turnstile/get-started/
 * server-side-validation/): POST secret, response and remoteip as a form to siteverify, which answers
 * `{"success": true|false, …}`. The URL is configuration so tests can point it at a loopback fake.
 */
export function createTurnstileVerifier(options: {
  readonly secretKey: string;
  readonly verifyUrl: string;
  readonly timeoutMs?: number;
}): (token: string, remoteIp: string | undefined) => Promise<boolean> {
  return async (token, remoteIp) => {
    const body = new URLSearchParams({ secret: options.secretKey, response: token });
    if (remoteIp) body.set('remoteip', remoteIp);
    try {
      const response = await fetch(options.verifyUrl, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      return false;
    }
  };
}
