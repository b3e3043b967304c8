import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import type { Agent, Dispatcher } from 'undici';
import type { EgressConfig } from '../../config/egress-config.js';
import { egressError } from '../../egress/egress-error.js';
import {
  answerHeaders,
  callerHeaders,
  contentLengthOf,
  hopHeaders,
  type OperatorCredentials,
} from '../../egress/request-headers.js';
import { checkTargetUrl, REDIRECT_STATUSES, redirectHop } from '../../egress/target-url.js';
import { capBody, toEgressFailure } from './capped-body.js';

export type EgressMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EgressRequestOptions {
  readonly method?: EgressMethod;
  /**
   * Extra request headers (Range, Accept, Referer, an API's own headers…). The client owns Host,
   * User-Agent, Accept-Encoding, Content-Length, the hop-by-hop and proxy headers, and Cookie and
   * Authorization, which only come through `credentials`; naming one of those here is a programming error.
   */
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array;
  /**
   * The operator's own credentials for the first URL's origin (a drive's bearer token, a platform
   * cookie of the operator's). Sent to that origin only: dropped at the first redirect that leaves it.
   */
  readonly credentials?: OperatorCredentials;
  /** `follow` (default) re-checks and follows each hop; `manual` answers the 3xx itself (short links). */
  readonly redirect?: 'follow' | 'manual';
  /** Lowers or raises the configured caps for this request. */
  readonly maxRedirects?: number;
  readonly maxBytes?: number;
  readonly totalTimeoutMs?: number;
  /** Which final statuses are answers; others throw EGRESS_HTTP_ERROR. Default: 2xx (3xx too when manual). */
  readonly okStatus?: (status: number) => boolean;
  /** Aborting (a visitor who left) stops the request or its body with the signal's reason. */
  readonly signal?: AbortSignal;
}

export interface EgressResponse {
  /** The URL that answered, after redirects. */
  readonly url: URL;
  /** Every URL that redirected, in order. */
  readonly redirects: readonly URL[];
  readonly status: number;
  /** The answer's headers, lower-case, without Set-Cookie (the client keeps and passes on no cookies). */
  readonly headers: Readonly<IncomingHttpHeaders>;
  /** Content-Length when the server sent a valid one. */
  readonly contentLength: number | undefined;
  /** The body with the caps applied; it errors with EGRESS_TOO_LARGE / EGRESS_TIMEOUT. Destroy it to stop. */
  readonly body: Readable;
}

export interface EgressClient {
  /** One request: status, headers and the capped streaming body (for downloads and the media proxy). */
  request(url: string | URL, options?: EgressRequestOptions): Promise<EgressResponse>;
  /** The whole body as UTF-8 text (pages, APIs); the cap defaults to TEXT_MAX_BYTES. */
  text(
    url: string | URL,
    options?: EgressRequestOptions,
  ): Promise<{ response: EgressResponse; text: string }>;
  /** The whole body parsed as JSON; an unreadable answer is EGRESS_BAD_RESPONSE. */
  json(
    url: string | URL,
    options?: EgressRequestOptions,
  ): Promise<{ response: EgressResponse; data: unknown }>;
  close(): Promise<void>;
}

/** Default cap of `text`/`json`: pages and API answers, not media. */
export const TEXT_MAX_BYTES = 16 * 1024 * 1024;

/** Drops a body nobody will read (undici reports the drop as an error no one needs to hear). */
function discard(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

const isSuccess = (status: number): boolean => status >= 200 && status < 300;

export function createEgressClient(config: EgressConfig, dispatcher: Agent): EgressClient {
  async function request(input: string | URL, options: EgressRequestOptions = {}): Promise<EgressResponse> {
    const maxBytes = options.maxBytes ?? config.maxBytes;
    const maxRedirects = options.maxRedirects ?? config.maxRedirects;
    const manual = options.redirect === 'manual';
    const okStatus =
      options.okStatus ?? ((s: number) => isSuccess(s) || (manual && REDIRECT_STATUSES.has(s)));
    const extra = callerHeaders(options.headers);
    const first = checkTargetUrl(input, config.allowPrivate);

    // One controller for the whole exchange: the total timeout and the caller's abort end every hop and the body.
    const controller = new AbortController();
    const totalTimeout = egressError({ code: 'EGRESS_TIMEOUT', phase: 'total' });
    let failBody: ((error: Error) => void) | undefined;
    const timer = setTimeout(() => {
      controller.abort(totalTimeout);
      failBody?.(totalTimeout);
    }, options.totalTimeoutMs ?? config.totalTimeoutMs);
    const onCallerAbort = (): void => controller.abort(options.signal?.reason);
    options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const finish = (): void => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    };
    if (options.signal?.aborted) onCallerAbort();

    let url = first;
    let method: EgressMethod = options.method ?? 'GET';
    let body = options.body;
    let credentials = options.credentials;
    const redirects: URL[] = [];
    try {
      for (;;) {
        if (url.origin !== first.origin) credentials = undefined;
        const headers = hopHeaders(extra, config.userAgent, credentials, body !== undefined);
        let answer: Dispatcher.ResponseData;
        try {
          answer = await dispatcher.request({
            origin: url.origin,
            path: `${url.pathname}${url.search}`,
            method,
            headers,
            body,
            signal: controller.signal,
          });
        } catch (error) {
          throw toEgressFailure(error, options.signal);
        }
        const location = answer.headers.location;
        if (!manual && REDIRECT_STATUSES.has(answer.statusCode) && typeof location === 'string') {
          discard(answer.body);
          if (redirects.length >= maxRedirects)
            throw egressError({ code: 'EGRESS_TOO_MANY_REDIRECTS', maxRedirects });
          const hop = redirectHop(url, location, answer.statusCode, method, config.allowPrivate);
          redirects.push(url);
          url = hop.url;
          method = hop.method as EgressMethod;
          if (!hop.keepBody) body = undefined;
          continue;
        }
        const headersOut = answerHeaders(answer.headers);
        const contentLength = contentLengthOf(headersOut);
        if (!okStatus(answer.statusCode)) {
          discard(answer.body);
          throw egressError({ code: 'EGRESS_HTTP_ERROR', status: answer.statusCode });
        }
        if (contentLength !== undefined && contentLength > maxBytes) {
          discard(answer.body);
          throw egressError({ code: 'EGRESS_TOO_LARGE', maxBytes });
        }
        const capped = capBody(answer.body, maxBytes, options.signal, finish);
        failBody = (error) => capped.fail(error);
        if (controller.signal.aborted) capped.fail(controller.signal.reason as Error);
        return {
          url,
          redirects,
          status: answer.statusCode,
          headers: headersOut,
          contentLength,
          body: capped.body,
        };
      }
    } catch (error) {
      finish();
      throw error;
    }
  }

  async function text(input: string | URL, options: EgressRequestOptions = {}) {
    const response = await request(input, { ...options, maxBytes: options.maxBytes ?? TEXT_MAX_BYTES });
    const chunks: Buffer[] = [];
    for await (const chunk of response.body) chunks.push(chunk as Buffer);
    return { response, text: Buffer.concat(chunks).toString('utf8') };
  }

  async function json(input: string | URL, options: EgressRequestOptions = {}) {
    const { response, text: body } = await text(input, {
      ...options,
      headers: { accept: 'application/json', ...options.headers },
    });
    try {
      return { response, data: JSON.parse(body) as unknown };
    } catch {
      throw egressError({ code: 'EGRESS_BAD_RESPONSE' });
    }
  }

  return { request, text, json, close: () => dispatcher.close() };
}
