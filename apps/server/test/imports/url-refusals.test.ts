import { IMPORT_PATHS } from '@mediaforge/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCanary, type Canary } from '../egress/egress-fixtures.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { importClient, scratchLeft, storedObjects } from './import-kit.js';

const SESSION = 'anon_import-refusals-01';

describe('URL import in the default configuration: no private destination, a loopback canary sees nothing', () => {
  let canary: Canary;
  let t: TestApp;
  let client: ReturnType<typeof importClient>;

  beforeAll(async () => {
    canary = await startCanary();
    t = await startTestApp();
    client = importClient(t.baseUrl, SESSION);
  });
  afterAll(async () => {
    await t.close();
    await canary.close();
  });
  afterEach(() => {
    expect(canary.connections(), 'connections that reached the canary').toBe(0);
    expect(canary.requests()).toBe(0);
  });

  const refusal = async (url: string) => {
    const reply = await client.start('url', { url });
    return {
      status: reply.status,
      code: (reply.body as { code?: string }).code,
      success: reply.body.success,
    };
  };

  it('refuses loopback in every notation, before a job exists', async () => {
    const port = canary.port;
    for (const host of [
      '127.0.0.1',
      '2130706433',
      '0177.0.0.1',
      '0x7f.1',
      '127.1',
      '[::1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[64:ff9b::127.0.0.1]',
      '0.0.0.0',
    ]) {
      const url = `http://${host}:${port}/clip.mp4`;
      expect(await refusal(url), url).toEqual({
        status: 403,
        code: 'EGRESS_BLOCKED_ADDRESS',
        success: false,
      });
    }
    expect(await t.db.selectFrom('jobs').select('id').execute()).toEqual([]);
  });

  it('refuses private, link-local, shared and unique-local addresses, and a name that resolves to loopback', async () => {
    for (const url of [
      'http://10.0.0.1/a.mp4',
      'http://192.168.1.20/a.mp4',
      'http://172.16.5.4/a.mp4',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/a.mp4',
      'http://[fd00::1]/a.mp4',
      'http://[fe80::1]/a.mp4',
      // A name is judged where it resolves, when the job connects.
      `http://localhost:${canary.port}/clip.mp4`,
    ]) {
      expect(await refusal(url), url).toEqual({
        status: 403,
        code: 'EGRESS_BLOCKED_ADDRESS',
        success: false,
      });
    }
    expect(scratchLeft(t.dataDir)).toEqual([]);
    expect(storedObjects(t.dataDir)).toEqual([]);
  });

  it('CC-5.52 CC-5.53 refuses what is not an http(s) link in the spec’s words, a blocked port and credentials', async () => {
    const invalid = { status: 400, code: 'EGRESS_BAD_URL', success: false };
    const scheme = { status: 400, code: 'EGRESS_BAD_SCHEME', success: false };
    expect(await refusal('not a url')).toEqual(invalid);
    expect(await refusal('ftp://host/a.mp4')).toEqual(scheme);
    expect(await refusal('file:///etc/passwd')).toEqual(scheme);
    expect(await refusal('http://example.com:22/a.mp4')).toEqual({
      status: 403,
      code: 'EGRESS_BLOCKED_PORT',
      success: false,
    });
    expect(await refusal('http://user:secret@example.com/a.mp4')).toEqual(invalid);
    const words = await client.start('url', { url: 'ftp://host/a.mp4' });
    expect(words.body).toMatchObject({
      success: false,
      code: 'EGRESS_BAD_SCHEME',
      message: 'Only HTTP and HTTPS URLs are supported',
    });
    expect((await client.start('url', { url: 'not a url' })).body).toMatchObject({
      message: 'Invalid URL format',
    });
  });

  it('CC-5.58 the drives are unavailable without their credentials; the config says so and the web link is on', async () => {
    for (const source of ['google-drive', 'dropbox', 'onedrive'] as const) {
      expect(
        await client.start(source, { fileId: 'x', path: '/x.mp4', accessToken: 'token-1234567890' }),
      ).toEqual({
        status: 503,
        body: {
          success: false,
          code: 'IMPORT_UNAVAILABLE',
          message: 'API credentials not configured. Please contact support for access.',
          context: { source },
        },
      });
    }
    const config = await (await fetch(`${t.baseUrl}${IMPORT_PATHS.config}`)).json();
    expect(config).toEqual({
      success: true,
      data: { url: true, googleDrive: false, dropbox: false, onedrive: false, drives: {} },
    });
  });
});

describe('URL_IMPORT_ENABLED=false', () => {
  it('turns the web link off: the config says so and the call is refused', async () => {
    const t = await startTestApp({ URL_IMPORT_ENABLED: 'false' });
    try {
      const reply = await importClient(t.baseUrl, SESSION).start('url', { url: 'https://example.com/a.mp4' });
      expect(reply).toEqual({
        status: 503,
        body: {
          success: false,
          code: 'IMPORT_UNAVAILABLE',
          message: 'Importing from a web link is not enabled on this server',
          context: { source: 'url' },
        },
      });
      const config = (await (await fetch(`${t.baseUrl}${IMPORT_PATHS.config}`)).json()) as {
        data: { url: boolean };
      };
      expect(config.data.url).toBe(false);
    } finally {
      await t.close();
    }
  });
});
