import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS, CAPTCHA_TOKEN_HEADER, ERROR_CODES } from '@mediaforge/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type TestRedis } from '../helpers/redis-server.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { authCall, FAST_CAPTCHA, signIn, solveCaptcha, STRONG_PASSWORD } from './account-kit.js';

/**
 * DESIGN.md §1 scaled mode: a visitor's requests reach any API node, so the limits are the install's.
 * Two API nodes on one Redis (one REDIS_PREFIX) and one database; every limit is used up on one node
 * and refused on the other.
 */
describe('limits across API nodes (Redis counters, D242)', () => {
  let redis: TestRedis;
  let dataDir: string;
  let nodes: readonly [TestApp, TestApp];

  beforeAll(async () => {
    redis = await startRedis();
    dataDir = mkdtempSync(path.join(tmpdir(), 'mediaforge-limits-'));
    const env = {
      ...FAST_CAPTCHA,
      REDIS_URL: redis.url,
      REDIS_PREFIX: path.basename(dataDir),
      ANONYMOUS_SESSIONS_PER_HOUR: '3',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '2',
    };
    const a = await startTestApp(env, { dataDir, parts: ['http'] });
    const b = await startTestApp(env, { dataDir, parts: ['http'] });
    nodes = [a, b];
  });
  afterAll(async () => {
    for (const node of nodes) await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await redis.stop();
  });

  const issue = async (node: TestApp) =>
    fetch(`${node.baseUrl}${ACCOUNT_PATHS.anonymousSession}`, { method: 'POST' });

  it('anonymous sessions issued on one node count against the address on the other', async () => {
    const [a, b] = nodes;
    expect((await issue(a)).status).toBe(200);
    expect((await issue(b)).status).toBe(200);
    expect((await issue(a)).status).toBe(200);
    const refused = await issue(b);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: ERROR_CODES.SESSION_LIMIT_REACHED });
  });

  it('failed sign-ins on one node lock the account on the other', async () => {
    const [a, b] = nodes;
    // No such account: better-auth answers 401, which the throttle counts.
    for (const node of [a, b])
      expect((await signIn(node.baseUrl, 'eve@example.com', 'Wrong-pass-1')).status).toBe(401);
    const locked = await signIn(a.baseUrl, 'eve@example.com', STRONG_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: ERROR_CODES.RATE_LIMITED });
  });

  it('a bot-check solution used on one node is refused on the other', async () => {
    const [a, b] = nodes;
    const headers = { [CAPTCHA_TOKEN_HEADER]: await solveCaptcha(a.baseUrl) };
    const body = { email: 'zed@example.com', password: STRONG_PASSWORD };
    expect((await authCall(a.baseUrl, ACCOUNT_PATHS.signIn, body, headers)).status).toBe(401);
    const replay = await authCall(b.baseUrl, ACCOUNT_PATHS.signIn, body, headers);
    expect(replay.status).toBe(403);
    expect(replay.body.code).toBe(ERROR_CODES.CAPTCHA_FAILED);
  });
});
