// A loopback Dropbox: the authorization page (code flow with PKCE), the token endpoint the popup page
// calls, and the v2 endpoints the app uses (list_folder and its continue, create_folder_v2, upload; the
// server's download with Dropbox-API-Arg and Dropbox-API-Result).
import { bearerOf, catalogue, consentPage, readBody, s256, send, sha256, token } from './common.mjs';

export function dropboxFake({ appKey, media, state }) {
  const files = catalogue(media).filter((file) => !file.trashed);
  const codes = new Map();
  const tokens = new Set();
  const entry = (file) => ({
    '.tag': 'file',
    id: `id:${file.id}`,
    name: file.name,
    path_lower: `/videos/${file.name.toLowerCase()}`,
    path_display: `/Videos/${file.name}`,
    size: file.bytes.length,
    server_modified: file.modified.replace('.000', ''),
    client_modified: file.modified.replace('.000', ''),
  });
  const byPath = (path) => files.find((file) => entry(file).path_lower === path);

  return async function handle(request, response, url) {
    const { pathname, searchParams: q } = url;
    if (pathname === '/oauth2/authorize') {
      state.authorizations.push({
        clientId: q.get('client_id'),
        scope: q.get('scope'),
        method: q.get('code_challenge_method'),
      });
      const redirect = new URL(q.get('redirect_uri') ?? '');
      const code = token();
      codes.set(code, { challenge: q.get('code_challenge'), redirectUri: q.get('redirect_uri') });
      const allow = new URL(redirect);
      allow.search = new URLSearchParams({ code, state: q.get('state') ?? '' }).toString();
      const deny = new URL(redirect);
      deny.search = new URLSearchParams({ error: 'access_denied', state: q.get('state') ?? '' }).toString();
      return send(response, 200, consentPage('Dropbox', q.get('scope'), allow.href, deny.href));
    }
    if (pathname === '/oauth2/token' && request.method === 'POST') {
      const form = new URLSearchParams((await readBody(request)).toString('utf8'));
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const valid =
        pending !== undefined &&
        form.get('client_id') === appKey &&
        form.get('redirect_uri') === pending.redirectUri &&
        s256(form.get('code_verifier') ?? '') === pending.challenge;
      state.tokenExchanges.push({ drive: 'dropbox', valid });
      if (!valid) return send(response, 400, { error: 'invalid_grant' });
      const access = `sl.${token()}`;
      tokens.add(access);
      return send(response, 200, {
        access_token: access,
        token_type: 'bearer',
        expires_in: 14400,
        scope: 'files.content.read files.content.write',
      });
    }
    if (request.method !== 'POST') return send(response, 404, { error_summary: 'not_found/' });
    if (!tokens.has(bearerOf(request) ?? ''))
      return send(response, 401, { error_summary: 'invalid_access_token/' });
    if (pathname === '/2/files/list_folder') {
      const body = JSON.parse((await readBody(request)).toString('utf8'));
      state.lists.push({ drive: 'dropbox', path: body.path, recursive: body.recursive });
      // Two pages, so the browser must follow the cursor.
      return send(response, 200, { entries: files.slice(0, 2).map(entry), cursor: 'page-2', has_more: true });
    }
    if (pathname === '/2/files/list_folder/continue') {
      const body = JSON.parse((await readBody(request)).toString('utf8'));
      if (body.cursor !== 'page-2') return send(response, 409, { error_summary: 'reset/' });
      return send(response, 200, {
        entries: [
          ...files.slice(2).map(entry),
          { '.tag': 'folder', name: 'Videos', id: 'id:dir', path_lower: '/videos' },
        ],
        cursor: 'end',
        has_more: false,
      });
    }
    if (pathname === '/2/files/create_folder_v2') {
      const body = JSON.parse((await readBody(request)).toString('utf8'));
      if (state.folders.some((f) => f.drive === 'dropbox' && f.path === body.path)) {
        return send(response, 409, { error_summary: 'path/conflict/folder/..', error: { '.tag': 'path' } });
      }
      state.folders.push({ drive: 'dropbox', path: body.path });
      return send(response, 200, {
        metadata: { name: body.path.slice(1), path_lower: body.path.toLowerCase() },
      });
    }
    if (pathname === '/2/files/upload') {
      const arg = JSON.parse(request.headers['dropbox-api-arg'] ?? '{}');
      const bytes = await readBody(request);
      state.uploads.push({ drive: 'dropbox', path: arg.path, size: bytes.length, sha256: sha256(bytes) });
      return send(response, 200, {
        name: arg.path.split('/').pop(),
        path_lower: arg.path.toLowerCase(),
        size: bytes.length,
      });
    }
    if (pathname === '/2/files/download') {
      const arg = JSON.parse(request.headers['dropbox-api-arg'] ?? '{}');
      const file = byPath(arg.path);
      if (!file || file.missing) return send(response, 409, { error_summary: 'path/not_found/' });
      return send(response, 200, file.bytes, {
        'dropbox-api-result': JSON.stringify({ name: file.name, size: file.bytes.length }),
      });
    }
    return send(response, 404, { error_summary: 'not_found/' });
  };
}
