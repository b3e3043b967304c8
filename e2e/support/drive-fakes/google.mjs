// A loopback Google: the Identity Services token client's script (initTokenClient, requestAccessToken,
// revoke; its consent in a popup that posts the token back, as Google's does), and the Drive v3 calls
// the app makes (about, files.list, folder create, resumable upload; the server's metadata and
// alt=media download). Upload needs the drive.file scope, as Google's own API refuses a read-only token.
import { bearerOf, catalogue, consentPage, readBody, send, sha256, token } from './common.mjs';

const READONLY = 'https://www.googleapis.com/auth/drive.readonly';
const FILE_SCOPE = 'https://www.googleapis.com/auth/drive.file';

/** The stand-in for https://accounts.google.com/gsi/client: window.google.accounts.oauth2. */
const SCRIPT = (origin) => `(() => {
  const origin = ${JSON.stringify(origin)};
  const oauth2 = {
    initTokenClient(config) {
      return {
        requestAccessToken(overrides) {
          const scope = (overrides && overrides.scope) || config.scope;
          const url = new URL('/o/oauth2/consent', origin);
          url.searchParams.set('client_id', config.client_id);
          url.searchParams.set('scope', scope);
          url.searchParams.set('origin', location.origin);
          const popup = window.open(url.href, 'g_auth', 'popup,width=480,height=600');
          if (!popup) { if (config.error_callback) config.error_callback({ type: 'popup_failed_to_open' }); return; }
          let done = false;
          const stop = () => { done = true; clearInterval(watch); removeEventListener('message', onMessage); };
          const onMessage = (event) => {
            if (event.origin !== origin || !event.data || event.data.type !== 'fake-gis') return;
            stop();
            config.callback(event.data.response);
          };
          const watch = setInterval(() => {
            if (popup.closed && !done) { stop(); if (config.error_callback) config.error_callback({ type: 'popup_closed' }); }
          }, 250);
          addEventListener('message', onMessage);
        },
      };
    },
    revoke(accessToken, done) {
      fetch(origin + '/o/oauth2/revoke?token=' + encodeURIComponent(accessToken), { method: 'POST' }).finally(() => done && done());
    },
  };
  window.google = { accounts: { oauth2 } };
})();`;

const answerPage = (origin, response) =>
  `<!doctype html><html><body><script>window.opener && window.opener.postMessage(${JSON.stringify({
    type: 'fake-gis',
    response,
  })}, ${JSON.stringify(origin)}); window.close();</script></body></html>`;

export function googleFake({ origin, clientId, media, state }) {
  const files = catalogue(media);
  const tokens = new Map();
  const uploads = new Map();
  const scopeOf = (request) => tokens.get(bearerOf(request) ?? '');
  const driveFile = (file) => ({
    id: file.id,
    name: file.name,
    mimeType: file.mimeType,
    size: String(file.bytes.length),
    modifiedTime: file.modified,
    thumbnailLink: `${origin}/thumbnails/${file.id}.svg`,
  });

  return async function handle(request, response, url) {
    const { pathname, searchParams: q } = url;
    if (pathname === '/gsi/client')
      return send(response, 200, SCRIPT(origin), { 'content-type': 'text/javascript' });
    if (pathname === '/o/oauth2/consent') {
      state.authorizations.push({ clientId: q.get('client_id'), scope: q.get('scope') });
      // Google shows an error page, not a consent, to a client it does not know.
      if (q.get('client_id') !== clientId) return send(response, 400, 'invalid_client');
      const back = `origin=${encodeURIComponent(q.get('origin') ?? '')}&scope=${encodeURIComponent(q.get('scope') ?? '')}`;
      return send(
        response,
        200,
        consentPage('Google', q.get('scope'), `/o/oauth2/approve?${back}`, `/o/oauth2/deny?${back}`),
      );
    }
    if (pathname === '/o/oauth2/approve' || pathname === '/o/oauth2/deny') {
      const allow = pathname.endsWith('approve') && q.get('scope') !== null;
      const access = token();
      if (allow) tokens.set(access, q.get('scope'));
      const answer = allow
        ? { access_token: access, scope: q.get('scope'), expires_in: 3599, token_type: 'Bearer' }
        : { error: 'access_denied' };
      return send(response, 200, answerPage(q.get('origin') ?? '', answer));
    }
    if (pathname === '/o/oauth2/revoke') {
      tokens.delete(q.get('token') ?? '');
      return send(response, 200, {});
    }
    if (pathname.startsWith('/thumbnails/')) {
      return send(
        response,
        200,
        '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#6366f1"/></svg>',
        { 'content-type': 'image/svg+xml' },
      );
    }
    const scope = scopeOf(request);
    if (scope === undefined)
      return send(response, 401, { error: { code: 401, message: 'Invalid Credentials' } });
    if (pathname === '/drive/v3/about')
      return send(response, 200, { user: { displayName: 'Loopback User' } });
    if (pathname === '/drive/v3/files' && request.method === 'GET') {
      const query = q.get('q') ?? '';
      const folder = /^name = '(.*)' and mimeType = 'application\/vnd.google-apps.folder'/.exec(query);
      if (folder)
        return send(response, 200, {
          files: state.folders.filter((f) => f.drive === 'google-drive' && f.name === folder[1]),
        });
      state.lists.push({
        drive: 'google-drive',
        pageSize: q.get('pageSize'),
        orderBy: q.get('orderBy'),
        q: query,
      });
      const listed = files.filter((file) => !(file.trashed && query.includes('trashed = false')));
      return send(response, 200, {
        files: [
          ...listed.map(driveFile),
          { id: 'doc', name: 'Plans', mimeType: 'application/vnd.google-apps.document' },
        ],
      });
    }
    if (pathname === '/drive/v3/files' && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)).toString('utf8'));
      const folder = { drive: 'google-drive', id: `folder-${state.folders.length + 1}`, name: body.name };
      state.folders.push(folder);
      return send(response, 200, { id: folder.id });
    }
    const item = /^\/drive\/v3\/files\/([^/]+)$/.exec(pathname);
    if (item && request.method === 'GET') {
      const file = files.find((f) => f.id === decodeURIComponent(item[1]));
      if (!file || file.missing)
        return send(response, 404, { error: { code: 404, message: 'File not found' } });
      if (q.get('alt') === 'media') return send(response, 200, file.bytes, { 'content-type': file.mimeType });
      return send(response, 200, driveFile(file));
    }
    if (pathname === '/upload/drive/v3/files' && request.method === 'POST') {
      if (!scope.split(' ').includes(FILE_SCOPE)) {
        return send(response, 403, { error: { code: 403, message: 'Insufficient Permission' } });
      }
      const metadata = JSON.parse((await readBody(request)).toString('utf8'));
      const id = token();
      uploads.set(id, metadata);
      return send(
        response,
        200,
        {},
        { location: `${origin}/upload/drive/v3/files?uploadType=resumable&upload_id=${id}` },
      );
    }
    if (pathname === '/upload/drive/v3/files' && request.method === 'PUT') {
      const metadata = uploads.get(q.get('upload_id') ?? '');
      if (!metadata) return send(response, 404, { error: { code: 404, message: 'No upload session' } });
      const bytes = await readBody(request);
      state.uploads.push({
        drive: 'google-drive',
        name: metadata.name,
        parents: metadata.parents,
        size: bytes.length,
        sha256: sha256(bytes),
      });
      return send(response, 200, { id: `up-${state.uploads.length}`, name: metadata.name });
    }
    return send(response, 404, { error: { code: 404, message: 'Not found' } });
  };
}

export const GOOGLE_SCOPES = { READONLY, FILE_SCOPE };
