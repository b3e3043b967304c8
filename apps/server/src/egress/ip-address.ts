/**
 * IP addresses as numbers, parsed from their canonical text: what a resolver answers and what the WHATWG
 * URL parser leaves in `hostname` (it has already turned `2130706433`, `0177.0.0.1`, `0x7f.1` and `127.1`
 * into `127.0.0.1`, and `[::ffff:127.0.0.1]` into `[::ffff:7f00:1]`). Anything else is not an address:
 * the caller treats it as a name and resolves it, and only the resolved address is ever connected to.
 */
export interface IpAddress {
  readonly family: 4 | 6;
  /** The address as an unsigned 32- or 128-bit number. */
  readonly value: bigint;
}

const IPV4_PART = /^(0|[1-9]\d{0,2})$/;

/** Dotted-quad IPv4 (four decimal parts, no leading zeros), or undefined. */
export function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0n;
  for (const part of parts) {
    if (!IPV4_PART.test(part)) return undefined;
    const n = Number(part);
    if (n > 255) return undefined;
    value = (value << 8n) | BigInt(n);
  }
  return value;
}

const HEXTET = /^[0-9a-f]{1,4}$/i;

function parseHextets(text: string): bigint[] | undefined {
  if (text === '') return [];
  const groups: bigint[] = [];
  for (const part of text.split(':')) {
    if (!HEXTET.test(part)) return undefined;
    groups.push(BigInt(`0x${part}`));
  }
  return groups;
}

/**
 * IPv6 text (RFC 4291 §2.2: hextets, one `::`, an optional dotted IPv4 tail), without brackets or a zone
 * id (a zone names a local interface: never a destination of ours), or undefined.
 */
export function parseIpv6(text: string): bigint | undefined {
  let body = text;
  const lastColon = body.lastIndexOf(':');
  if (lastColon !== -1 && body.includes('.', lastColon)) {
    // The dotted tail stands for the last two hextets; rewrite it as them.
    const v4 = parseIpv4(body.slice(lastColon + 1));
    if (v4 === undefined) return undefined;
    body = `${body.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  let groups: bigint[];
  if (halves.length === 2) {
    const head = parseHextets(halves[0] ?? '');
    const rest = parseHextets(halves[1] ?? '');
    if (head === undefined || rest === undefined) return undefined;
    const missing = 8 - head.length - rest.length;
    if (missing < 1) return undefined;
    groups = [...head, ...Array<bigint>(missing).fill(0n), ...rest];
  } else {
    const all = parseHextets(body);
    if (all === undefined || all.length !== 8) return undefined;
    groups = all;
  }
  return groups.reduce((acc, g) => (acc << 16n) | g, 0n);
}

/** An address from its text; IPv6 may come in URL brackets (`[::1]`). */
export function parseIp(text: string): IpAddress | undefined {
  const v4 = parseIpv4(text);
  if (v4 !== undefined) return { family: 4, value: v4 };
  const inner = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const v6 = inner.includes(':') ? parseIpv6(inner) : undefined;
  return v6 === undefined ? undefined : { family: 6, value: v6 };
}

/** Dotted quad of a 32-bit value. */
export function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** Canonical text (RFC 5952: lower case, longest zero run as `::`) of an address. */
export function formatIp(ip: IpAddress): string {
  if (ip.family === 4) return formatIpv4(ip.value);
  const groups = Array.from({ length: 8 }, (_, i) => (ip.value >> BigInt((7 - i) * 16)) & 0xffffn);
  let best = { start: -1, length: 1 };
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0n) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0n) j += 1;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start === -1) return hex.join(':');
  const head = hex.slice(0, best.start).join(':');
  const tail = hex.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}
