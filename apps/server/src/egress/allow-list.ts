import { inCidr, parseCidr, type Cidr } from './address-ranges.js';
import type { IpAddress } from './ip-address.js';

/**
 * EGRESS_ALLOW_PRIVATE: non-public destinations the guard lets through, for tests that point the
 * production client at loopback servers; never set in production. An entry is an address or range,
 * optionally bound to one port: `127.0.0.1`, `127.0.0.0/8`, `127.0.0.1:4567`, `[::1]:4567`,
 * `[fd00::]/8`, `::1`.
 */
export interface AllowEntry extends Cidr {
  /** Only this port; undefined: every port. */
  readonly port: number | undefined;
}

const PORT = /^\d{1,5}$/;

function parsePort(text: string): number | undefined {
  if (!PORT.test(text)) return undefined;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : undefined;
}

/** One entry, or undefined when malformed. */
export function parseAllowEntry(text: string): AllowEntry | undefined {
  let range = text;
  let port: number | undefined;
  if (text.startsWith('[')) {
    const close = text.indexOf(']');
    if (close === -1) return undefined;
    const after = text.slice(close + 1);
    const portAt = after.lastIndexOf(':');
    range = text.slice(1, close) + (portAt === -1 ? after : after.slice(0, portAt));
    if (portAt !== -1) {
      port = parsePort(after.slice(portAt + 1));
      if (port === undefined) return undefined;
    }
  } else if (!text.includes('::') && text.split(':').length === 2) {
    const [head = '', portText = ''] = text.split(':');
    range = head;
    port = parsePort(portText);
    if (port === undefined) return undefined;
  }
  const cidr = parseCidr(range);
  return cidr ? { ...cidr, port } : undefined;
}

/** The comma-separated list; the malformed entries are returned for the configuration error. */
export function parseAllowList(text: string): { entries: AllowEntry[]; invalid: string[] } {
  const entries: AllowEntry[] = [];
  const invalid: string[] = [];
  for (const item of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const entry = parseAllowEntry(item);
    if (entry) entries.push(entry);
    else invalid.push(item);
  }
  return { entries, invalid };
}

export function isAllowListed(ip: IpAddress, port: number, entries: readonly AllowEntry[]): boolean {
  return entries.some((e) => inCidr(ip, e) && (e.port === undefined || e.port === port));
}
