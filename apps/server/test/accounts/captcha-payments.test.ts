import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ACCOUNT_PATHS, CAPTCHA_MESSAGES, CAPTCHA_TOKEN_HEADER, ERROR_CODES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { authCall, FAST_CAPTCHA, signUp, STRONG_PASSWORD } from './account-kit.js';

/** A loopback server recording each request's path and body and answering with `answer`. */
async function fakeService(answer: (path: string, body: string) => unknown) {
  const seen: { path: string; body: string }[] = [];
  const readBody = async (req: IncomingMessage) => {
    let body = '';
    for await (const chunk of req) body += String(chunk);
    return body;
  };
  const server: Server = createServer((req, res) => {
    void readBody(req).then((body) => {
      seen.push({ path: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer(req.url ?? '', body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((r) => server.close(r)) };
}

describe('captcha: Cloudflare Turnstile when configured (D46)', () => {
  let t: TestApp;
  let turnstile: Awaited<ReturnType<typeof fakeService>>;
  beforeAll(async () => {
    turnstile = await fakeService((_path, body) => ({
      success: new URLSearchParams(body).get('response') === 'good-token',
    }));
    t = await startTestApp({
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_SECRET_KEY: 'turnstile-secret',
      TURNSTILE_VERIFY_URL: `${turnstile.url}/turnstile/v0/siteverify`,
    });
  });
  afterAll(async () => {
    await t.close();
    await turnstile.close();
  });

  it('DL-7.12 the widget config names Turnstile; tokens are checked with siteverify', async () => {
    expect(await (await fetch(`${t.baseUrl}${ACCOUNT_PATHS.config}`)).json()).toMatchObject({
      data: { captcha: { provider: 'turnstile', siteKey: '1x00000000000000000000AA' } },
    });
    const body = { name: 'T', email: 'turn@example.com', password: STRONG_PASSWORD };
    const bad = await authCall(t.baseUrl, ACCOUNT_PATHS.signUp, body, {
      [CAPTCHA_TOKEN_HEADER]: 'bad-token',
    });
    expect(bad).toMatchObject({
      status: 403,
      body: { code: ERROR_CODES.CAPTCHA_FAILED, message: CAPTCHA_MESSAGES.failed },
    });
    const good = await authCall(t.baseUrl, ACCOUNT_PATHS.signUp, body, {
      [CAPTCHA_TOKEN_HEADER]: 'good-token',
    });
    expect(good.status).toBe(200);
    const sent = new URLSearchParams(turnstile.seen.at(-1)?.body);
    expect(sent.get('secret')).toBe('turnstile-secret');
    expect(sent.get('remoteip')).toBe('127.0.0.1');
  });

  it('the page may load Turnstile’s script and frame from Cloudflare, and nothing else new (D51)', async () => {
    const csp = (await fetch(`${t.baseUrl}/auth/signin`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' https://challenges.cloudflare.com");
    expect(csp).toContain("frame-src 'self' https://challenges.cloudflare.com");
    expect(csp).toContain("connect-src 'self'");
  });
});

describe('captcha: ALTCHA by default (D51)', () => {
  it('the CSP stays same-origin: the widget and its worker are our own files', async () => {
    const t = await startTestApp(FAST_CAPTCHA);
    try {
      const csp = (await fetch(`${t.baseUrl}/auth/signup`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).toContain("frame-src 'self';");
      expect(csp).not.toContain('cloudflare');
    } finally {
      await t.close();
    }
  });
});

const WEBHOOK_SECRET = 'whsec_test_secret';

/** Stripe's signature scheme: `t=<unix>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`. */
function stripeSignature(
  payload: string,
  secret = WEBHOOK_SECRET,
  at = Math.floor(Date.now() / 1000),
): string {
  const mac = createHmac('sha256', secret).update(`${at}.${payload}`).digest('hex');
  return `t=${at},v1=${mac}`;
}

describe('pricing and Stripe Checkout (D47)', () => {
  let t: TestApp;
  let stripe: Awaited<ReturnType<typeof fakeService>>;
  beforeAll(async () => {
    stripe = await fakeService((path) =>
      path === '/v1/checkout/sessions'
        ? { id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.test/pay/cs_test_1' }
        : { error: { message: 'unexpected' } },
    );
    t = await startTestApp({
      ...FAST_CAPTCHA,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE_URL: stripe.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const webhook = (payload: string, signature: string) =>
    fetch(`${t.baseUrl}${ACCOUNT_PATHS.stripeWebhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });

  it('/api/pricing lists the free allowance, plans and packs, and whether checkout works', async () => {
    const res = await (await fetch(`${t.baseUrl}${ACCOUNT_PATHS.pricing}`)).json();
    expect(res).toMatchObject({ data: { freeDailyCredits: 10, checkout: true } });
    expect((res as { data: { packs: unknown[] } }).data.packs.length).toBeGreaterThan(0);
  });

  it('checkout needs an account and answers Stripe’s hosted page; a signed webhook grants the pack once', async () => {
    expect(
      (
        await fetch(`${t.baseUrl}${ACCOUNT_PATHS.checkout}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"priceId":"pack-50"}',
        })
      ).status,
    ).toBe(401);
    const user = await signUp(t.baseUrl, 'buyer@example.com');
    const userId = (user.body.user as { id: string }).id;
    const res = await fetch(`${t.baseUrl}${ACCOUNT_PATHS.checkout}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token ?? ''}` },
      body: JSON.stringify({ priceId: 'pack-50' }),
    });
    expect(await res.json()).toEqual({
      success: true,
      data: { url: 'https://checkout.stripe.test/pay/cs_test_1' },
    });
    const form = new URLSearchParams(stripe.seen.at(-1)?.body);
    expect(form.get('mode')).toBe('payment');
    expect(form.get('metadata[userId]')).toBe(userId);
    expect(form.get('metadata[credits]')).toBe('50');

    const event = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          payment_status: 'paid',
          metadata: { userId, kind: 'pack', credits: '50', priceId: 'pack-50' },
        },
      },
    });
    expect((await webhook(event, stripeSignature(event, 'whsec_wrong'))).status).toBe(400);
    expect(await (await webhook(event, stripeSignature(event))).json()).toMatchObject({
      received: true,
      applied: true,
    });
    // Stripe delivers at least once: the same event again changes nothing.
    expect(await (await webhook(event, stripeSignature(event))).json()).toMatchObject({ applied: false });
    const balance = await fetch(`${t.baseUrl}/api/credits/balance`, {
      headers: { authorization: `Bearer ${user.token ?? ''}` },
    });
    expect(await balance.json()).toMatchObject({ data: { paygCredits: 50, subscriptionCredits: 0 } });
  });

  it('a plan makes the account PAID with its subscription credits', async () => {
    const user = await signUp(t.baseUrl, 'subscriber@example.com');
    const userId = (user.body.user as { id: string }).id;
    const event = JSON.stringify({
      id: 'evt_2',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_test_2',
          payment_status: 'paid',
          metadata: { userId, kind: 'plan', credits: '300' },
        },
      },
    });
    expect((await webhook(event, stripeSignature(event))).status).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['tier', 'subscription_credits'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ tier: 'PAID', subscription_credits: 300 });
  });
});
