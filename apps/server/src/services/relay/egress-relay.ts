import type { Readable } from 'node:stream';
import { DOWNLOADER_MESSAGES, ERROR_CODES, type ApiErrorBody } from '@mediaforge/shared';
import type { FastifyReply } from 'fastify';
import { egressError } from '../../egress/egress-error.js';
import type { OperatorCredentials } from '../../egress/request-headers.js';
import { AppError } from '../../errors/app-error.js';
import type { EgressClient, EgressResponse } from '../../repositories/egress/egress-client.repository.js';
import { attachmentDisposition } from '../content-disposition.js';
import { fetchForRelay, upstreamRange } from './relay-fetch.js';
import { acceptedType, extensionOf, type AcceptedTypes } from './relay-types.js';

/**
 * Relays what an outbound request answers to the visitor (docs/decisions.md D111): the visitor's one byte
 * range goes upstream and the answer's 200 or 206 comes back with its Content-Range, Accept-Ranges and
 * Content-Length; only a safe list of headers passes, the type after it is checked; every answer is
 * `nosniff` with a sandboxing CSP, so nothing relayed can run as a page of this origin. The body is the
 * egress client's capped stream, piped to the visitor with backpressure and never buffered.
 */
export interface RelayPolicy {
  /** Which answers are relayed: media classes (others 415), or any type (unknown ones as octet-stream). */
  readonly accept: AcceptedTypes;
  readonly maxBytes: number;
  /** `attachment` with this name; `extensionFromType` puts the relayed type's extension on it. */
  readonly disposition?: { readonly name: string; readonly extensionFromType?: boolean } | undefined;
  /** Default `private, no-store`. */
  readonly cacheControl?: string;
  /** Addresses allowed to answer, each redirect hop included (see relay-fetch.ts). */
  readonly hopAllowed?: ((url: URL) => boolean) | undefined;
}

export interface RelayRequest {
  readonly url: string | URL;
  /** The visitor's Range header. */
  readonly range?: string | undefined;
  /** HEAD: the same headers, no body (the upstream is asked with HEAD too). */
  readonly head?: boolean;
  /** Aborted when the visitor goes away (`visitorSignal`). */
  readonly signal?: AbortSignal | undefined;
  /** Request headers a CDN wants (Referer, Accept…), as the egress client takes them. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** The operator's own cookie or authorization for the first origin (D80). */
  readonly credentials?: OperatorCredentials | undefined;
}

export interface RelayedAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly stream?: Readable;
  readonly body?: ApiErrorBody;
}

/** Sent with every relayed answer: never sniffed, never a document with powers on this origin. */
export const RELAY_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "sandbox; default-src 'none'",
} as const;

const CONTENT_RANGE = /^bytes (\d{1,15})-(\d{1,15})\/(\d{1,15}|\*)$/;
const UNSATISFIED_RANGE = /^bytes \*\/\d{1,15}$/;
/** Validators and dates are relayed only as plain visible ASCII (anything else would break the answer). */
const PLAIN = /^[\x20-\x7e]{1,256}$/;

function header(upstream: EgressResponse, name: string): string | undefined {
  const value = upstream.headers[name];
  return typeof value === 'string' && PLAIN.test(value) ? value : undefined;
}

/** Stops a body nobody will read (its late error is of no interest to anyone). */
function drop(upstream: EgressResponse): void {
  upstream.body.on('error', () => undefined);
  upstream.body.destroy();
}

function failWith(upstream: EgressResponse, error: AppError): never {
  drop(upstream);
  throw error;
}

/** The visitor's answer for an upstream answer (200, 206 or 416); refusals throw after dropping the body. */
export function relayAnswer(
  upstream: EgressResponse,
  request: { readonly rangeSent: boolean; readonly head: boolean },
  policy: RelayPolicy,
): RelayedAnswer {
  const common: Record<string, string> = {
    ...RELAY_SECURITY_HEADERS,
    'cache-control': policy.cacheControl ?? 'private, no-store',
  };
  if (upstream.status === 416) {
    const unsatisfied = header(upstream, 'content-range');
    drop(upstream);
    return {
      status: 416,
      headers: {
        ...common,
        ...(unsatisfied && UNSATISFIED_RANGE.test(unsatisfied) ? { 'content-range': unsatisfied } : {}),
      },
      body: { code: ERROR_CODES.RANGE_NOT_SATISFIABLE, message: 'The requested range is outside the file' },
    };
  }
  const type = acceptedType(upstream.headers['content-type'], policy.accept);
  if (!type) {
    failWith(
      upstream,
      new AppError(ERROR_CODES.MEDIA_TYPE_NOT_ALLOWED, DOWNLOADER_MESSAGES.mediaTypeNotAllowed),
    );
  }
  const headers: Record<string, string> = { ...common, 'content-type': type };
  if (upstream.status === 206) {
    const range = CONTENT_RANGE.exec(header(upstream, 'content-range') ?? '');
    const start = Number(range?.[1]);
    const end = Number(range?.[2]);
    const length = upstream.contentLength;
    // A part nobody asked for, or one that does not say which bytes it holds, cannot be relayed as one.
    if (!request.rangeSent || !range || start > end || (length !== undefined && length !== end - start + 1)) {
      failWith(upstream, egressError({ code: 'EGRESS_BAD_RESPONSE' }));
    }
    headers['content-range'] = range[0];
  }
  if (upstream.contentLength !== undefined) headers['content-length'] = String(upstream.contentLength);
  const acceptRanges = header(upstream, 'accept-ranges');
  if (acceptRanges === 'bytes' || acceptRanges === 'none') headers['accept-ranges'] = acceptRanges;
  for (const name of ['last-modified', 'etag']) {
    const value = header(upstream, name);
    if (value) headers[name] = value;
  }
  if (policy.disposition) {
    const { name, extensionFromType } = policy.disposition;
    const base = name.replace(/\.[^.]*$/, '') || 'media';
    const fileName = extensionFromType ? `${base}.${extensionOf(type)}` : name;
    headers['content-disposition'] = attachmentDisposition(fileName);
  }
  if (request.head) {
    drop(upstream);
    return { status: upstream.status, headers };
  }
  return { status: upstream.status, headers, stream: upstream.body };
}

/** Fetches `request.url` through the egress client and answers as `relayAnswer` does. */
export async function relay(
  client: EgressClient,
  request: RelayRequest,
  policy: RelayPolicy,
): Promise<RelayedAnswer> {
  const range = upstreamRange(request.range);
  const upstream = await fetchForRelay(client, {
    url: request.url,
    method: request.head ? 'HEAD' : 'GET',
    range,
    maxBytes: policy.maxBytes,
    signal: request.signal,
    headers: request.headers,
    credentials: request.credentials,
    hopAllowed: policy.hopAllowed,
  });
  return relayAnswer(upstream, { rangeSent: range !== undefined, head: request.head ?? false }, policy);
}

/** Answers the reply with a relayed answer (a stream is piped: Fastify destroys it if the visitor leaves). */
export function sendRelayed(reply: FastifyReply, answer: RelayedAnswer): FastifyReply {
  reply.status(answer.status).headers(answer.headers);
  return reply.send(answer.stream ?? answer.body);
}

/**
 * Aborted when the visitor's connection closes before the answer is complete, so the upstream request
 * stops too (while it waits for headers; once the body streams, Fastify's destroy of it does the same).
 * The reason is a 499 ("client closed request"), which the error handler logs as a client error.
 */
export function visitorSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) {
      controller.abort(Object.assign(new Error('The visitor closed the connection'), { statusCode: 499 }));
    }
  });
  return controller.signal;
}
