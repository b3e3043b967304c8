import { DRIVE_POPUP_PATHS, DRIVE_SCOPES, IMPORT_PATHS, type DropboxClient } from '@mediaforge/shared';
import { randomId } from '../../../lib/random-id';
import { pkceChallenge, randomVerifier } from '../auth/pkce';
import type { PopupMessage } from '../auth/popup';
import { answer, show } from './popup-page';

/**
 * The Dropbox login popup, a page of our own origin (CC §2, §4 "Login popups"). Opened bare, it sends
 * the visitor to Dropbox's authorization page (code flow with PKCE: the app key is public, there is no
 * secret in the browser); back with a code it redeems it at Dropbox's token endpoint and posts the
 * token to the opener; back with an error it posts the error. The verifier and state live in this
 * popup's session storage, which survives the trip to Dropbox.
 */
const SERVICE = 'Dropbox';
const PENDING_KEY = 'mediaforge.dropbox-auth';

const fail = (error: string): void =>
  answer(
    { type: 'mediaforge:drive-auth', source: 'dropbox', status: 'error', error } satisfies PopupMessage,
    SERVICE,
  );

async function dropboxClient(): Promise<DropboxClient | undefined> {
  const response = await fetch(IMPORT_PATHS.config, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  const body = (await response.json()) as { data?: { drives?: { dropbox?: Partial<DropboxClient> } } };
  const client = body.data?.drives?.dropbox;
  const fields = ['appKey', 'apiBaseUrl', 'contentBaseUrl', 'authorizeUrl'] as const;
  return client !== undefined && fields.every((key) => typeof client[key] === 'string')
    ? (client as DropboxClient)
    : undefined;
}

const redirectUri = (): string => new URL(DRIVE_POPUP_PATHS.dropbox, window.location.origin).href;

async function start(client: DropboxClient): Promise<void> {
  const verifier = randomVerifier();
  const state = randomId(16);
  sessionStorage.setItem(PENDING_KEY, JSON.stringify({ verifier, state }));
  const { challenge, method } = await pkceChallenge(verifier);
  const url = new URL(client.authorizeUrl);
  const params = {
    client_id: client.appKey,
    response_type: 'code',
    redirect_uri: redirectUri(),
    state,
    code_challenge: challenge,
    code_challenge_method: method,
    token_access_type: 'online',
    // CC §6: content read and write, nothing else (CC-6.13).
    scope: DRIVE_SCOPES.dropbox.join(' '),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  window.location.replace(url.href);
}

async function finish(client: DropboxClient, params: URLSearchParams): Promise<void> {
  let pending: { verifier?: unknown; state?: unknown } = {};
  try {
    pending = JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? '{}') as typeof pending;
  } finally {
    sessionStorage.removeItem(PENDING_KEY);
  }
  if (typeof pending.state !== 'string' || params.get('state') !== pending.state)
    return fail('state_mismatch');
  const error = params.get('error');
  if (error !== null) return fail(error);
  const code = params.get('code');
  if (code === null || typeof pending.verifier !== 'string') return fail('invalid_request');
  const response = await fetch(`${client.apiBaseUrl.replace(/\/+$/, '')}/oauth2/token`, {
    method: 'POST',
    body: new URLSearchParams({
      code,
      grant_type: 'authorization_code',
      client_id: client.appKey,
      code_verifier: pending.verifier,
      redirect_uri: redirectUri(),
    }),
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
  });
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown };
  if (!response.ok || typeof body.access_token !== 'string' || body.access_token === '')
    return fail('token_failed');
  answer(
    { type: 'mediaforge:drive-auth', source: 'dropbox', status: 'success', accessToken: body.access_token },
    SERVICE,
  );
}

async function run(): Promise<void> {
  show('working', SERVICE);
  const params = new URLSearchParams(window.location.search);
  const client = await dropboxClient();
  if (client === undefined) return fail('not_configured');
  if (params.has('code') || params.has('error')) return finish(client, params);
  return start(client);
}

run().catch(() => fail('server_error'));
