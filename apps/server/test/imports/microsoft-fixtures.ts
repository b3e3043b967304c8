import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { startOrigin, type Origin } from '../egress/egress-fixtures.js';
import { bearerOf, json, sendBytes, type DriveFiles } from './drive-fixtures.js';

/**
 * Loopback servers speaking the part of Microsoft Graph and the Microsoft identity platform Mediaforge
 * calls: an item's metadata, its `/content` (a 302 to a pre-authenticated address on another origin, as
 * Graph answers), the browser's `root/children`, and the authorization-code redemption at
 * `{authority}/oauth2/v2.0/token` (form-encoded; PKCE's S256 verifier checked when the code was issued
 * with a challenge; RFC 6749 §5.2 errors).
 */
export interface MicrosoftFixtures {
  readonly graph: Origin;
  /** Where Graph's /content redirects: serves the bytes without any credential. */
  readonly downloads: Origin;
  readonly identity: Origin;
  /** Codes the identity server redeems: code → the redirect URI and S256 challenge it was issued with. */
  readonly codes: Map<string, { readonly redirectUri: string; readonly challenge?: string }>;
  /** Form bodies the token endpoint received. */
  readonly tokenRequests: URLSearchParams[];
  close(): Promise<void>;
}

export const GRAPH_TOKEN = 'graph-token-issued-by-the-fixture';
export const ONEDRIVE_CLIENT = 'onedrive-client-id';
export const ONEDRIVE_SECRET = 'onedrive-client-secret';

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export async function startMicrosoft(files: DriveFiles): Promise<MicrosoftFixtures> {
  const codes: MicrosoftFixtures['codes'] = new Map();
  const tokenRequests: URLSearchParams[] = [];
  const downloads = await startOrigin((req, res) => {
    const id = /^\/download\/([^/?]+)/.exec(req.url ?? '')?.[1];
    const file = id === undefined ? undefined : files[decodeURIComponent(id)];
    if (!file) return json(res, 404, {});
    return sendBytes(res, file);
  });
  const graph = await startOrigin((req, res) => {
    const url = new URL(req.url ?? '/', 'http://graph.test');
    if (bearerOf(req) !== GRAPH_TOKEN) {
      return json(res, 401, {
        error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' },
      });
    }
    if (url.pathname === '/v1.0/me/drive/root/children') {
      const value = Object.entries(files).map(([id, f]) => ({
        id,
        name: f.name,
        size: f.bytes.length,
        lastModifiedDateTime: '2025-01-02T03:04:05Z',
        file: { mimeType: f.mimeType },
      }));
      return json(res, 200, { value });
    }
    const match = /^\/v1\.0\/me\/drive\/items\/([^/]+)(\/content)?$/.exec(url.pathname);
    const id = match?.[1] === undefined ? undefined : decodeURIComponent(match[1]);
    if (id === 'a-folder') return json(res, 200, { id, name: 'Videos', folder: { childCount: 1 } });
    const file = id === undefined ? undefined : files[id];
    if (!file || id === undefined) {
      return json(res, 404, { error: { code: 'itemNotFound', message: 'The resource could not be found.' } });
    }
    if (match?.[2]) {
      res
        .writeHead(302, { location: `${downloads.url}/download/${encodeURIComponent(id)}?tempauth=t1` })
        .end();
      return;
    }
    return json(res, 200, {
      id,
      name: file.name,
      size: file.bytes.length,
      file: { mimeType: file.mimeType },
    });
  });
  const identity = await startOrigin((req, res) => {
    if (req.method !== 'POST' || req.url !== '/common/oauth2/v2.0/token') return json(res, 404, {});
    void formOf(req).then((form) => {
      tokenRequests.push(form);
      const refuse = (error: string) =>
        json(res, 400, { error, error_description: `AADSTS: ${error} (fixture)`, error_codes: [70008] });
      if (form.get('client_id') !== ONEDRIVE_CLIENT || form.get('client_secret') !== ONEDRIVE_SECRET) {
        return json(res, 401, { error: 'invalid_client', error_description: 'AADSTS7000215 (fixture)' });
      }
      if (form.get('grant_type') !== 'authorization_code') return refuse('unsupported_grant_type');
      const issued = codes.get(form.get('code') ?? '');
      if (!issued || issued.redirectUri !== form.get('redirect_uri')) return refuse('invalid_grant');
      const verifier = form.get('code_verifier');
      if (issued.challenge !== undefined && (verifier === null || s256(verifier) !== issued.challenge)) {
        return refuse('invalid_grant');
      }
      codes.delete(form.get('code') ?? '');
      return json(res, 200, {
        token_type: 'Bearer',
        scope: 'Files.Read Files.ReadWrite',
        expires_in: 3599,
        ext_expires_in: 3599,
        access_token: GRAPH_TOKEN,
        refresh_token: 'refresh-token-never-handed-out',
      });
    });
  });
  return {
    graph,
    downloads,
    identity,
    codes,
    tokenRequests,
    close: async () => {
      await Promise.all([graph.close(), downloads.close(), identity.close()]);
    },
  };
}
