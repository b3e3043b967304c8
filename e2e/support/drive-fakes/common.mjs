// What the three loopback drives share (e2e/support/drive-fakes.mjs): the catalogue of files, the
// tokens they issued, CORS for the browser's direct calls, small body readers and a consent page.
import { createHash, randomBytes } from 'node:crypto';

/** Every answer may be read by the app's page: the browser calls the drives itself (CC §7). */
export const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
  'access-control-allow-headers':
    'authorization, content-type, dropbox-api-arg, x-upload-content-type, x-upload-content-length',
  'access-control-expose-headers': 'location, dropbox-api-result',
  'access-control-max-age': '600',
};

export const token = () => randomBytes(24).toString('base64url');
export const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
export const s256 = (verifier) => createHash('sha256').update(verifier).digest('base64url');

export function send(response, status, body, headers = {}) {
  const json = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  const type =
    typeof body === 'string'
      ? 'text/html; charset=utf-8'
      : Buffer.isBuffer(body)
        ? 'application/octet-stream'
        : 'application/json';
  response.writeHead(status, { 'content-type': type, ...CORS, ...headers });
  response.end(json);
}

export async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return Buffer.concat(chunks);
}

export const bearerOf = (request) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];

/** A consent page with Allow and Deny, each a link: the test (or a visitor) clicks one. */
export function consentPage(title, detail, allowHref, denyHref) {
  const escape = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body><main><h1>${escape(title)}</h1><p id="scope">${escape(detail)}</p>
<a id="allow" href="${escape(allowHref)}">Allow</a> <a id="deny" href="${escape(denyHref)}">Deny</a></main></body></html>`;
}

/**
 * The files of each drive: two real clips, one listed but not downloadable (its import fails), one
 * that is not media (the browser hides it), one in the trash (listed only without Google's filter).
 */
export function catalogue(media) {
  return [
    {
      id: 'f-alpha',
      name: 'clip-alpha.mp4',
      mimeType: 'video/mp4',
      bytes: media.alpha,
      modified: '2024-03-01T10:00:00.000Z',
    },
    {
      id: 'f-beta',
      name: 'clip-beta.mp4',
      mimeType: 'video/mp4',
      bytes: media.beta,
      modified: '2024-05-01T10:00:00.000Z',
    },
    {
      id: 'f-gamma',
      name: 'broken-gamma.mp4',
      mimeType: 'video/mp4',
      bytes: Buffer.alloc(4096),
      modified: '2024-04-01T10:00:00.000Z',
      missing: true,
    },
    {
      id: 'f-notes',
      name: 'notes.txt',
      mimeType: 'text/plain',
      bytes: Buffer.from('notes'),
      modified: '2024-06-01T10:00:00.000Z',
    },
    {
      id: 'f-old',
      name: 'trashed-clip.mp4',
      mimeType: 'video/mp4',
      bytes: media.alpha,
      modified: '2024-07-01T10:00:00.000Z',
      trashed: true,
    },
  ];
}

/** What each fake records for the test to read at GET /__state. */
export function newState() {
  return { authorizations: [], lists: [], folders: [], uploads: [], tokenExchanges: [] };
}
