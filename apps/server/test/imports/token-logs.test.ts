/**
 * The visitor's drive tokens and the OneDrive login's secrets never reach the logs (docs/decisions.md
 * D212, D216): the app logs at debug level into this test while imports succeed and fail on every drive
 * and a login code is redeemed, and no line carries any of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DROPBOX_TOKEN, GOOGLE_TOKEN, importClient, startDriveKit, type DriveKit } from './import-kit.js';
import { GRAPH_TOKEN, ONEDRIVE_SECRET, s256 } from './microsoft-fixtures.js';

const SESSION = 'anon_import-token-logs-1';
const REVOKED = 'ya29.revoked-token-of-the-visitor';
const VERIFIER = 'verifier-of-the-login-popup-0123456789-abcdefghijklmnop';
const CODE = 'login-code-from-microsoft-0123456789';
const REDIRECT = 'http://127.0.0.1/auth/onedrive/callback';

describe('what the logs say of an import', () => {
  const lines: string[] = [];
  let kit: DriveKit;
  let client: ReturnType<typeof importClient>;

  beforeAll(async () => {
    kit = await startDriveKit({}, { logTo: { write: (line: string) => void lines.push(line) } });
    client = importClient(kit.app.baseUrl, SESSION);
  });
  afterAll(async () => {
    await kit.close();
  });

  it('names the source, the code and the stored file, never a token, a login code or the client secret', async () => {
    const google = await client.start('google-drive', { fileId: 'g-clip', accessToken: GOOGLE_TOKEN });
    expect(google.status).toBe(200);
    const dropbox = await client.start('dropbox', { path: '/a/b.mp4', accessToken: DROPBOX_TOKEN });
    expect(dropbox.status).toBe(200);
    const revoked = await client.start('google-drive', { fileId: 'g-clip', accessToken: REVOKED });
    expect(revoked.body).toMatchObject({ success: false, code: 'DRIVE_AUTH_FAILED' });

    kit.microsoft.codes.set(CODE, { redirectUri: REDIRECT, challenge: s256(VERIFIER) });
    const login = await client.onedriveToken({ code: CODE, redirectUri: REDIRECT, codeVerifier: VERIFIER });
    expect(login.body).toMatchObject({ success: true, access_token: GRAPH_TOKEN });
    const onedrive = await client.start('onedrive', { fileId: 'od-clip', accessToken: GRAPH_TOKEN });
    expect(onedrive.status).toBe(200);

    // The logs were written (so their silence about the secrets means something).
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const stored = records.filter((r) => r.msg === 'import stored').map((r) => r.source);
    expect(stored.sort()).toEqual(['dropbox', 'google-drive', 'onedrive']);
    expect(records.some((r) => r.msg === 'import refused' && r.code === 'DRIVE_AUTH_FAILED')).toBe(true);
    for (const secret of [
      GOOGLE_TOKEN,
      DROPBOX_TOKEN,
      REVOKED,
      GRAPH_TOKEN,
      ONEDRIVE_SECRET,
      CODE,
      VERIFIER,
    ]) {
      expect(
        lines.filter((line) => line.includes(secret)),
        secret,
      ).toEqual([]);
    }
  });
});
