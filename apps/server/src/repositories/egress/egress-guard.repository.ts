import { lookup as dnsLookup } from 'node:dns/promises';
import net from 'node:net';
import { classifyAddress } from '../../egress/address-ranges.js';
import { isAllowListed, type AllowEntry } from '../../egress/allow-list.js';
import { egressError, isEgressError } from '../../egress/egress-error.js';
import { formatIp, parseIp, type IpAddress } from '../../egress/ip-address.js';

/** Resolves a name to its addresses (text), in the order to try them. Tests inject their own. */
export type HostLookup = (hostname: string) => Promise<readonly string[]>;

/** The system resolver (getaddrinfo, so /etc/hosts too), every address in the resolver's order. */
export const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** What the egress code logs through: refusals and cut tunnels (a pino/Fastify logger fits). */
export interface EgressLogger {
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface EgressGuardOptions {
  /** Non-public destinations let through anyway: for tests only (EGRESS_ALLOW_PRIVATE). */
  readonly allowList: readonly AllowEntry[];
  /** Cap of the name lookup plus the TCP connect. */
  readonly connectTimeoutMs: number;
  readonly lookup?: HostLookup;
  readonly logger?: EgressLogger;
}

/**
 * The connect-time half of the egress policy: a name is resolved here, every address it resolves to is
 * judged, and only a judged address is ever handed to a socket. Nothing connects to a name, so a DNS
 * answer that changes between the check and the connect (rebinding) changes nothing.
 */
export interface EgressGuard {
  /** The addresses of `host` (a name or an IP literal) one may connect to, in order; else the refusal. */
  resolve(host: string, port: number, signal?: AbortSignal): Promise<readonly string[]>;
  /** A TCP connection to a checked address of `host`, each address tried in turn. */
  connect(host: string, port: number, signal?: AbortSignal): Promise<net.Socket>;
}

/** A resolver may add an IPv6 zone (`fe80::1%eth0`); the address without it is what gets judged. */
function parseResolved(text: string): IpAddress | undefined {
  const zone = text.indexOf('%');
  return parseIp(zone === -1 ? text : text.slice(0, zone));
}

function withTimeout<T>(work: Promise<T>, ms: number, signal: AbortSignal | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(egressError({ code: 'EGRESS_TIMEOUT', phase: 'connect' })), ms);
    const onAbort = (): void =>
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    signal?.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    });
  });
}

function connectOnce(address: string, port: number): { socket: net.Socket; connected: Promise<net.Socket> } {
  const socket = net.connect({ host: address, port, noDelay: true });
  const connected = new Promise<net.Socket>((resolve, reject) => {
    socket.once('connect', () => {
      socket.removeListener('error', reject);
      resolve(socket);
    });
    socket.once('error', reject);
  });
  return { socket, connected };
}

export function createEgressGuard(options: EgressGuardOptions): EgressGuard {
  const lookup = options.lookup ?? systemLookup;

  function refuse(host: string, port: number, address: string, ip: IpAddress | undefined): never {
    const verdict = ip ? classifyAddress(ip) : undefined;
    const range = verdict && !verdict.allowed ? verdict.range : 'not-global-unicast';
    const embeddedIpv4 = verdict && !verdict.allowed ? verdict.embeddedIpv4 : undefined;
    options.logger?.warn({ host, port, address, range, embeddedIpv4 }, 'egress refused a non-public address');
    throw egressError({ code: 'EGRESS_BLOCKED_ADDRESS', range });
  }

  function judge(host: string, port: number, address: string): string {
    const ip = parseResolved(address);
    if (!ip) refuse(host, port, address, undefined);
    if (!classifyAddress(ip).allowed && !isAllowListed(ip, port, options.allowList)) {
      refuse(host, port, address, ip);
    }
    return formatIp(ip);
  }

  async function addressesOf(host: string): Promise<readonly string[]> {
    if (parseIp(host)) return [host];
    try {
      return await lookup(host);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? 'lookup failed';
      throw egressError({ code: 'EGRESS_UNREACHABLE', reason });
    }
  }

  async function resolve(host: string, port: number, signal?: AbortSignal): Promise<readonly string[]> {
    const found = await withTimeout(addressesOf(host), options.connectTimeoutMs, signal);
    if (found.length === 0) throw egressError({ code: 'EGRESS_UNREACHABLE', reason: 'no address' });
    // One non-public answer refuses the name: a name that mixes them is not a public server.
    return found.map((address) => judge(host, port, address));
  }

  async function connect(host: string, port: number, signal?: AbortSignal): Promise<net.Socket> {
    const started = Date.now();
    const addresses = await resolve(host, port, signal);
    let lastError: unknown;
    for (const address of addresses) {
      const left = options.connectTimeoutMs - (Date.now() - started);
      if (left <= 0) break;
      const attempt = connectOnce(address, port);
      try {
        return await withTimeout(attempt.connected, left, signal);
      } catch (error) {
        attempt.connected.catch(() => undefined);
        attempt.socket.destroy();
        lastError = error;
        if (signal?.aborted) throw error;
      }
    }
    if (isEgressError(lastError)) throw lastError;
    if (lastError === undefined) throw egressError({ code: 'EGRESS_TIMEOUT', phase: 'connect' });
    const reason = (lastError as NodeJS.ErrnoException).code ?? 'connect failed';
    throw egressError({ code: 'EGRESS_UNREACHABLE', reason });
  }

  return { resolve, connect };
}
