import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importClient, startDriveKit, type DriveKit } from './import-kit.js';
import { GRAPH_TOKEN, ONEDRIVE_CLIENT, ONEDRIVE_SECRET, s256 } from './microsoft-fixtures.js';

const SESSION = 'anon_import-onedrive-token';
const REDIRECT = 'http://127.0.0.1:4310/drive-auth/onedrive.html';
/** RFC 7636 appendix B's verifier (43 unreserved characters). */
const VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';

describe('POST /files/onedrive/token: the login code redeemed at a loopback Microsoft identity platform', () => {
  let kit: DriveKit;
  let client: ReturnType<typeof importClient>;

  beforeAll(async () => {
    kit = await startDriveKit();
    client = importClient(kit.app.baseUrl, SESSION);
  });
  afterAll(async () => {
    await kit.close();
  });

  const lastForm = (): Record<string, string> =>
    Object.fromEntries(kit.microsoft.tokenRequests.at(-1)?.entries() ?? []);

  it('CC-7.13 with the PKCE verifier: success and access_token, never the refresh token', async () => {
    kit.microsoft.codes.set('code-with-pkce', { redirectUri: REDIRECT, challenge: s256(VERIFIER) });
    const reply = await client.onedriveToken({
      code: 'code-with-pkce',
      redirectUri: REDIRECT,
      codeVerifier: VERIFIER,
    });
    const token = {
      access_token: GRAPH_TOKEN,
      token_type: 'Bearer',
      expires_in: 3599,
      scope: 'Files.Read Files.ReadWrite',
    };
    expect(reply).toEqual({ status: 200, body: { success: true, ...token, data: token } });
    expect(lastForm()).toEqual({
      client_id: ONEDRIVE_CLIENT,
      client_secret: ONEDRIVE_SECRET,
      grant_type: 'authorization_code',
      code: 'code-with-pkce',
      redirect_uri: REDIRECT,
      code_verifier: VERIFIER,
    });
    // The token it gave works for an import right away.
    const accessToken = (reply.body as { access_token: string }).access_token;
    const imported = await client.start('onedrive', { fileId: 'od-clip', accessToken });
    expect(imported.status).toBe(200);
  });

  it('CC-7.13 without a verifier, on the path the spec writes (no /api)', async () => {
    kit.microsoft.codes.set('code-plain', { redirectUri: REDIRECT });
    const reply = await client.onedriveToken({ code: 'code-plain', redirectUri: REDIRECT }, false);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, access_token: GRAPH_TOKEN });
    expect(lastForm()).not.toHaveProperty('code_verifier');
  });

  it('CC-7.13 an invalid code, a wrong verifier or a used code answer success false', async () => {
    kit.microsoft.codes.set('code-checked', { redirectUri: REDIRECT, challenge: s256(VERIFIER) });
    const wrongVerifier = 'x'.repeat(43);
    for (const body of [
      { code: 'never-issued', redirectUri: REDIRECT },
      { code: 'code-checked', redirectUri: REDIRECT, codeVerifier: wrongVerifier },
      { code: 'code-plain', redirectUri: REDIRECT },
    ]) {
      expect(await client.onedriveToken(body), body.code).toEqual({
        status: 401,
        body: {
          success: false,
          code: 'DRIVE_AUTH_FAILED',
          message: 'Authentication failed',
          context: { status: 400, error: 'invalid_grant' },
        },
      });
    }
    const malformed = await client.onedriveToken({ code: 'c', redirectUri: REDIRECT, codeVerifier: 'short' });
    expect(malformed).toMatchObject({ status: 400, body: { success: false, code: 'VALIDATION_FAILED' } });
  });
});

describe('POST /files/onedrive/token without OneDrive credentials', () => {
  it('CC-5.58 is unavailable in the drive tab’s words, and asks no one', async () => {
    const { startTestApp } = await import('../helpers/test-app.js');
    const app = await startTestApp();
    try {
      const reply = await importClient(app.baseUrl, SESSION).onedriveToken({
        code: 'c',
        redirectUri: REDIRECT,
      });
      expect(reply).toEqual({
        status: 503,
        body: {
          success: false,
          code: 'IMPORT_UNAVAILABLE',
          message: 'API credentials not configured. Please contact support for access.',
          context: { source: 'onedrive' },
        },
      });
    } finally {
      await app.close();
    }
  });
});
