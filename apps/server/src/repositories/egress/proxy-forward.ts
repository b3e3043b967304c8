import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { Transform } from 'node:stream';
import type { EgressConfig } from '../../config/egress-config.js';
import { egressError } from '../../egress/egress-error.js';
import { checkTargetUrl, hostOf, portOf } from '../../egress/target-url.js';
import type { EgressGuard } from './egress-guard.repository.js';

/** Headers that belong to one connection (RFC 9110 §7.6.1), and the proxy's own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'proxy-authenticate',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const listed = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((t) => t.trim().toLowerCase()),
  );
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !listed.has(name)) out[name] = value;
  }
  return out;
}

function byteCap(maxBytes: number, onExceeded: () => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) {
        onExceeded();
        done(egressError({ code: 'EGRESS_TOO_LARGE', maxBytes }));
      } else done(null, chunk);
    },
  });
}

/**
 * An absolute-form request (`GET http://host/path HTTP/1.1`) to the proxy: the URL is checked like the
 * client's, the connection goes to an address the guard judged, and the exchange has the same caps. The
 * answer is relayed as it is, redirects included: the child follows them, and each hop comes back here.
 */
export async function forwardPlainHttp(
  req: IncomingMessage,
  res: ServerResponse,
  guard: EgressGuard,
  config: EgressConfig,
): Promise<void> {
  const target = req.url ?? '';
  if (!/^http:\/\//i.test(target)) {
    throw egressError(/^https:/i.test(target) ? { code: 'EGRESS_BAD_SCHEME' } : { code: 'EGRESS_BAD_URL' });
  }
  const url = checkTargetUrl(target, config.allowPrivate);
  const socket = await guard.connect(hostOf(url), portOf(url));

  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const settle = (error?: Error): void => {
      if (settled) return;
      settled = true;
      clearTimeout(total);
      clearTimeout(headersTimer);
      if (error) reject(error);
      else resolve();
    };
    const fail = (error: Error): void => {
      upstream.destroy();
      socket.destroy();
      if (res.headersSent) res.destroy();
      settle(error);
    };
    const total = setTimeout(
      () => fail(egressError({ code: 'EGRESS_TIMEOUT', phase: 'total' })),
      config.totalTimeoutMs,
    );
    const headersTimer = setTimeout(
      () => fail(egressError({ code: 'EGRESS_TIMEOUT', phase: 'headers' })),
      config.headersTimeoutMs,
    );
    const upstream = http.request({
      createConnection: () => socket,
      method: req.method,
      path: `${url.pathname}${url.search}`,
      headers: { ...endToEnd(req.headers), host: url.host, connection: 'close' },
    });
    // The child went away (or its lease was released): nothing more to fetch for it.
    res.once('close', () => {
      socket.destroy();
      settle();
    });
    socket.setTimeout(config.idleTimeoutMs, () =>
      fail(egressError({ code: 'EGRESS_TIMEOUT', phase: 'idle' })),
    );
    upstream.on('error', fail);
    upstream.on('response', (answer) => {
      clearTimeout(headersTimer);
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.headers));
      answer
        .pipe(byteCap(config.maxBytes, () => socket.destroy()))
        .on('error', fail)
        .pipe(res);
    });
    req
      .pipe(byteCap(config.maxBytes, () => socket.destroy()))
      .on('error', fail)
      .pipe(upstream);
  });
}
