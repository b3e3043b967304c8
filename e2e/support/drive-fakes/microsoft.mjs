// A loopback Microsoft: the identity platform's authorize page and token endpoint (the server's code
// exchange, with PKCE), and the Graph calls the app makes (root children, folder create, the simple
// upload by path; the server's item metadata and content, which redirects as Graph does).
import { bearerOf, catalogue, consentPage, readBody, s256, send, sha256, token } from './common.mjs';

export function microsoftFake({ origin, clientId, media, state }) {
  const files = catalogue(media).filter((file) => !file.trashed);
  const codes = new Map();
  const tokens = new Set();
  const item = (file) => ({
    id: file.id,
    name: file.name,
    size: file.bytes.length,
    lastModifiedDateTime: file.modified.replace('.000', ''),
    file: { mimeType: file.mimeType },
  });

  return async function handle(request, response, url) {
    const { pathname, searchParams: q } = url;
    if (pathname === '/common/oauth2/v2.0/authorize') {
      state.authorizations.push({
        clientId: q.get('client_id'),
        scope: q.get('scope'),
        method: q.get('code_challenge_method'),
      });
      const code = token();
      codes.set(code, { challenge: q.get('code_challenge'), redirectUri: q.get('redirect_uri') });
      const allow = new URL(q.get('redirect_uri') ?? '');
      allow.search = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
      const deny = new URL(q.get('redirect_uri') ?? '');
      deny.search = new URLSearchParams({ error: 'access_denied', state: q.get('state') ?? '' }).toString();
      return send(response, 200, consentPage('Microsoft', q.get('scope'), allow.href, deny.href));
    }
    if (pathname === '/common/oauth2/v2.0/token' && request.method === 'POST') {
      const form = new URLSearchParams((await readBody(request)).toString('utf8'));
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const valid =
        pending !== undefined &&
        form.get('client_id') === clientId &&
        form.get('grant_type') === 'authorization_code' &&
        form.get('redirect_uri') === pending.redirectUri &&
        s256(form.get('code_verifier') ?? '') === pending.challenge;
      state.tokenExchanges.push({ drive: 'onedrive', valid });
      if (!valid) return send(response, 400, { error: 'invalid_grant' });
      const access = `ms.${token()}`;
      tokens.add(access);
      return send(response, 200, {
        access_token: access,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'Files.Read Files.ReadWrite',
      });
    }
    const download = /^\/download\/([^/]+)$/.exec(pathname);
    if (download) {
      const file = files.find((f) => f.id === download[1]);
      return file
        ? send(response, 200, file.bytes, { 'content-type': file.mimeType })
        : send(response, 404, {});
    }
    if (!tokens.has(bearerOf(request) ?? ''))
      return send(response, 401, { error: { code: 'InvalidAuthenticationToken' } });
    if (pathname === '/v1.0/me/drive/root/children' && request.method === 'GET') {
      state.lists.push({ drive: 'onedrive', top: q.get('$top') });
      return send(response, 200, {
        value: [...files.map(item), { id: 'dir', name: 'Documents', folder: { childCount: 0 } }],
      });
    }
    if (pathname === '/v1.0/me/drive/root/children' && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)).toString('utf8'));
      if (state.folders.some((f) => f.drive === 'onedrive' && f.name === body.name)) {
        return send(response, 409, { error: { code: 'nameAlreadyExists' } });
      }
      state.folders.push({ drive: 'onedrive', name: body.name });
      return send(response, 201, { id: `folder-${state.folders.length}`, name: body.name, folder: {} });
    }
    const upload = /^\/v1\.0\/me\/drive\/root:\/(.+):\/content$/.exec(pathname);
    if (upload && request.method === 'PUT') {
      const bytes = await readBody(request);
      const path = decodeURIComponent(upload[1]);
      state.uploads.push({ drive: 'onedrive', path, size: bytes.length, sha256: sha256(bytes) });
      return send(response, 201, {
        id: `up-${state.uploads.length}`,
        name: path.split('/').pop(),
        size: bytes.length,
      });
    }
    const entry = /^\/v1\.0\/me\/drive\/items\/([^/]+)(\/content)?$/.exec(pathname);
    if (entry) {
      const file = files.find((f) => f.id === decodeURIComponent(entry[1]));
      if (!file || file.missing) return send(response, 404, { error: { code: 'itemNotFound' } });
      if (entry[2]) return send(response, 302, {}, { location: `${origin}/download/${file.id}` });
      return send(response, 200, item(file));
    }
    return send(response, 404, { error: { code: 'itemNotFound' } });
  };
}
