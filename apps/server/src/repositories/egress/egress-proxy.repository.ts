import { createHash, randomBytes } from 'node:crypto';
import http, { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import type { EgressConfig } from '../../config/egress-config.js';
import type { AppError } from '../../errors/app-error.js';
import { egressError, isEgressError } from '../../egress/egress-error.js';
import { checkTargetUrl, hostOf, portOf } from '../../egress/target-url.js';
import { decodeCanonical } from '../../services/signed-values.js';
import { relayWithCaps } from './capped-tunnel.js';
import type { EgressGuard, EgressLogger } from './egress-guard.repository.js';
import { forwardPlainHttp } from './proxy-forward.js';

/** One child process's right to use the proxy; release it when the child has exited. */
export interface ProxyLease {
  readonly id: string;
  /** `http://<id>:<secret>@127.0.0.1:<port>`: yt-dlp's `--proxy` (urllib sends the userinfo as Basic). */
  readonly url: string;
  /**
   * What the proxy refused or failed for this lease so far (the errors its answers carried as
   * `X-Egress-Error`), so the child's owner can report the real cause instead of the child's words.
   */
  refusals(): readonly AppError[];
  /** Revokes the credentials and closes the lease's open tunnels. */
  release(): void;
}

/**
 * An HTTP proxy on 127.0.0.1 for child processes (yt-dlp): CONNECT for https and absolute-form requests
 * for http, each destination judged by the same guard as the egress client at connect time, with the
 * same caps per tunnel. Only holders of a live lease get in (Proxy-Authorization), so other local users
 * and processes cannot borrow the server's network position; every refusal is logged.
 */
export interface EgressProxy {
  readonly port: number;
  lease(): ProxyLease;
  close(): Promise<void>;
}

export interface EgressProxyOptions {
  readonly guard: EgressGuard;
  readonly config: EgressConfig;
  readonly logger: EgressLogger;
}

const MAX_RECORDED_REFUSALS = 16;

const digest = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/**
 * `host:port` of a CONNECT line: a name or IPv4 (no userinfo, path or spaces), `[IPv6]`, or IPv6 without
 * brackets, which Python's http.client (yt-dlp) writes for a bracketed URL host.
 */
const AUTHORITY = /^(\[[0-9a-fA-F:.]+\]|[^:/?#@\s[\]]+|[0-9a-fA-F:.]*:[0-9a-fA-F:.]*):(\d{1,5})$/;

function refusal(status: number, code: string, message: string, extra = ''): string {
  const body = Buffer.from(message, 'utf8');
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nX-Egress-Error: ${code}\r\n${extra}` +
    `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${message}`
  );
}

const REALM = 'Basic realm="mediaforge-egress"';
const AUTH_REQUIRED = refusal(
  407,
  'PROXY_AUTH_REQUIRED',
  'Proxy credentials required',
  `Proxy-Authenticate: ${REALM}\r\n`,
);

/** The refusal to answer for an error, and what to log about it (an unexpected error logs itself). */
function answerFor(error: unknown): {
  status: number;
  code: string;
  message: string;
  log: Record<string, unknown>;
} {
  const known = isEgressError(error) ? error : egressError({ code: 'EGRESS_UNREACHABLE', reason: 'failed' });
  const log =
    known === error ? { code: known.code, context: known.context } : { code: known.code, err: error };
  return { status: known.statusCode, code: known.code, message: known.message, log };
}

export async function startEgressProxy(options: EgressProxyOptions): Promise<EgressProxy> {
  const { guard, config, logger } = options;
  /** digest(secret) → lease id, and each lease's open connections. */
  const secrets = new Map<string, string>();
  const open = new Map<string, Set<Duplex>>();
  const refused = new Map<string, AppError[]>();
  // The first few are enough to name the cause; a child retrying in a loop cannot grow the list.
  const record = (lease: string, error: unknown): void => {
    const list = refused.get(lease);
    if (list && list.length < MAX_RECORDED_REFUSALS && isEgressError(error)) list.push(error);
  };

  function leaseOf(header: string | undefined): string | undefined {
    const match = /^Basic +([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
    if (!match?.[1]) return undefined;
    // One spelling per credential (D67): a re-spelled base64 of the same secret is not it.
    const decoded = decodeCanonical(match[1], 'base64')?.toString('utf8');
    if (decoded === undefined) return undefined;
    const colon = decoded.indexOf(':');
    const id = secrets.get(digest(decoded.slice(colon + 1)));
    return colon > 0 && id === decoded.slice(0, colon) ? id : undefined;
  }

  /** Counts the socket as the lease's; a lease released meanwhile gets it destroyed instead (false). */
  function track(lease: string, socket: Duplex): boolean {
    const sockets = open.get(lease);
    if (!sockets) {
      socket.destroy();
      return false;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    return true;
  }

  async function tunnel(lease: string, target: string, client: Duplex, head: Buffer): Promise<void> {
    const match = AUTHORITY.exec(target);
    if (!match) throw egressError({ code: 'EGRESS_BAD_URL' });
    const host = match[1] ?? '';
    const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
    const url = checkTargetUrl(`https://${bracketed}:${match[2] ?? ''}`, config.allowPrivate);
    const upstream = await guard.connect(hostOf(url), portOf(url));
    if (client.destroyed || !track(lease, upstream)) {
      upstream.destroy();
      return;
    }
    client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) upstream.write(head);
    relayWithCaps(client, upstream, config, (end, bytes) => {
      if (end !== 'closed' && end !== 'error') {
        logger.warn({ lease, target, end, bytes }, 'egress proxy cut a tunnel at its cap');
      }
    });
  }

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const lease = leaseOf(req.headers['proxy-authorization']);
    if (!lease) {
      logger.warn({ target: req.url }, 'egress proxy refused a request without valid credentials');
      res
        .writeHead(407, {
          'proxy-authenticate': REALM,
          'x-egress-error': 'PROXY_AUTH_REQUIRED',
          connection: 'close',
        })
        .end('Proxy credentials required');
      return;
    }
    track(lease, req.socket);
    forwardPlainHttp(req, res, guard, config).catch((error: unknown) => {
      record(lease, error);
      const { status, code, message, log } = answerFor(error);
      logger.warn({ lease, target: req.url, ...log }, 'egress proxy refused or failed a request');
      if (res.headersSent) res.destroy();
      else
        res
          .writeHead(status, { 'x-egress-error': code, 'content-type': 'text/plain; charset=utf-8' })
          .end(message);
    });
  });

  server.on('connect', (req: IncomingMessage, client: Duplex, head: Buffer) => {
    client.on('error', () => client.destroy());
    const lease = leaseOf(req.headers['proxy-authorization']);
    if (!lease) {
      logger.warn({ target: req.url }, 'egress proxy refused a tunnel without valid credentials');
      client.end(AUTH_REQUIRED);
      return;
    }
    track(lease, client);
    tunnel(lease, req.url ?? '', client, head).catch((error: unknown) => {
      record(lease, error);
      const { status, code, message, log } = answerFor(error);
      logger.warn({ lease, target: req.url, ...log }, 'egress proxy refused a tunnel');
      client.end(refusal(status, code, message));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    port,
    lease() {
      const id = `lease-${randomBytes(6).toString('hex')}`;
      const secret = randomBytes(24).toString('base64url');
      secrets.set(digest(secret), id);
      open.set(id, new Set());
      refused.set(id, []);
      return {
        id,
        url: `http://${id}:${secret}@127.0.0.1:${port}`,
        refusals: () => [...(refused.get(id) ?? [])],
        release() {
          secrets.delete(digest(secret));
          for (const socket of open.get(id) ?? []) socket.destroy();
          open.delete(id);
          refused.delete(id);
        },
      };
    },
    close() {
      for (const sockets of open.values()) for (const socket of sockets) socket.destroy();
      secrets.clear();
      open.clear();
      refused.clear();
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

/**
 * The environment of a child that uses a lease: the proxy for every scheme (yt-dlp's own `--proxy`
 * aside, ffmpeg and other helpers it starts read these) and no NO_PROXY, which would let urllib bypass
 * the proxy for the hosts it names.
 */
export function proxyChildEnv(
  env: Readonly<Record<string, string | undefined>>,
  lease: ProxyLease,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && !/^(https?|all|no|ftp)_proxy$/i.test(name)) out[name] = value;
  }
  for (const name of ['http_proxy', 'https_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'all_proxy']) {
    out[name] = lease.url;
  }
  return out;
}
