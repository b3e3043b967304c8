import { DOWNLOADER_MESSAGES, ERROR_CODES } from '@mediaforge/shared';
import { egressError } from '../../egress/egress-error.js';
import type { OperatorCredentials } from '../../egress/request-headers.js';
import { REDIRECT_STATUSES } from '../../egress/target-url.js';
import { AppError } from '../../errors/app-error.js';
import type {
  EgressClient,
  EgressRequestOptions,
  EgressResponse,
} from '../../repositories/egress/egress-client.repository.js';

/**
 * The outbound half of a relay: one GET or HEAD through the egress client, with the visitor's single
 * byte range passed on. When the caller names which addresses may answer (`hopAllowed`), redirects are
 * followed here, one hop at a time, and each hop must pass that check before it is requested; the egress
 * client still checks every hop's URL and resolved address (D80), so the two rules add up.
 */
export interface RelayFetch {
  readonly url: string | URL;
  readonly method: 'GET' | 'HEAD';
  /** `bytes=a-b`, already reduced to one well-formed range (`upstreamRange`). */
  readonly range: string | undefined;
  readonly maxBytes: number;
  readonly signal?: AbortSignal | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
  readonly credentials?: OperatorCredentials | undefined;
  readonly hopAllowed?: ((url: URL) => boolean) | undefined;
}

/** Redirect hops followed by hand, as many as the egress client's default. */
const MAX_HOPS = 5;

const RELAYED_STATUSES = new Set([200, 206, 416]);

/** A single byte range (RFC 9110 §14.1.2) in its plain spelling; several ranges or another unit: none. */
export function upstreamRange(header: string | undefined): string | undefined {
  const match = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first !== '' && last !== '' && Number(last) < Number(first)) return undefined;
  return `bytes=${first === '' ? '' : Number(first)}-${last === '' ? '' : Number(last)}`;
}

const notAllowed = (): AppError =>
  new AppError(ERROR_CODES.MEDIA_HOST_NOT_ALLOWED, DOWNLOADER_MESSAGES.mediaHostNotAllowed);

function parse(input: string | URL, base?: URL): URL {
  try {
    return new URL(input, base);
  } catch {
    throw egressError({ code: 'EGRESS_BAD_URL' });
  }
}

function discard(response: EgressResponse): void {
  response.body.on('error', () => undefined);
  response.body.destroy();
}

export async function fetchForRelay(client: EgressClient, request: RelayFetch): Promise<EgressResponse> {
  const options: EgressRequestOptions = {
    method: request.method,
    headers: { ...request.headers, ...(request.range ? { range: request.range } : {}) },
    maxBytes: request.maxBytes,
    signal: request.signal,
  };
  const { hopAllowed, credentials } = request;
  if (!hopAllowed) {
    return client.request(request.url, { ...options, credentials, okStatus: (s) => RELAYED_STATUSES.has(s) });
  }
  const first = parse(request.url);
  let url = first;
  for (let hop = 0; ; hop += 1) {
    if (!hopAllowed(url)) throw notAllowed();
    const response = await client.request(url, {
      ...options,
      // As the client does for the hops it follows: the operator's credentials stay with the first origin.
      credentials: url.origin === first.origin ? credentials : undefined,
      redirect: 'manual',
      okStatus: (s) => RELAYED_STATUSES.has(s) || REDIRECT_STATUSES.has(s),
    });
    const location = response.headers.location;
    if (!REDIRECT_STATUSES.has(response.status)) return response;
    discard(response);
    if (typeof location !== 'string') throw egressError({ code: 'EGRESS_BAD_RESPONSE' });
    if (hop >= MAX_HOPS) throw egressError({ code: 'EGRESS_TOO_MANY_REDIRECTS', maxRedirects: MAX_HOPS });
    const next = parse(location, url);
    // Never from https down to http (the egress client's rule for the hops it follows itself).
    if (url.protocol === 'https:' && next.protocol === 'http:') {
      throw egressError({ code: 'EGRESS_BAD_SCHEME', insecureRedirect: true });
    }
    url = next;
  }
}
