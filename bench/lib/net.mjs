// Small helpers the benchmarks share: a free loopback port, waiting for a server to answer, and an
// anonymous session the server issued.
import { createServer } from 'node:net';

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
