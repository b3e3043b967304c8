// Small helpers the benchmarks share: a free loopback port, waiting for a server to answer, an
// anonymous session the server issued, and a signed-up account's cookie.
import { createServer } from 'node:net';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

export async function waitHealthy(url, attempts = 300) {
  for (let i = 0; i < attempts; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became healthy`);
}

/** A session id the server issues (POST /api/anonymous-session, D42). */
export async function anonymousSession(base) {
  const res = await fetch(`${base}/api/anonymous-session`, { method: 'POST' });
  const body = await res.json();
  const id = body?.data?.id;
  if (!res.ok || typeof id !== 'string')
    throw new Error(`no anonymous session: ${res.status} ${JSON.stringify(body)}`);
  return id;
}

/**
 * A fresh signed-up account's session cookie (`name=value; …`, ready for a Cookie header). The sign-up
 * passes the bot check like the ALTCHA widget does; start the server with ALTCHA_COST=1
 * ALTCHA_MAX_NUMBER=20 and solving takes no time.
 */
export async function signedInCookie(base) {
  const challenge = await (await fetch(`${base}/api/captcha/challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-captcha-token': token, origin: base },
    body: JSON.stringify({
      name: 'Bench',
      email: `bench-${Date.now()}@example.com`,
      password: 'Correct-horse-7',
    }),
  });
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
