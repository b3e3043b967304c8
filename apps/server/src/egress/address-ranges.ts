import { formatIpv4, parseIp, type IpAddress } from './ip-address.js';

/**
 * Which destination addresses the server may connect to (DESIGN.md §5 "Egress"): public unicast only.
 * The ranges are IANA's special-purpose registries (RFC 6890 and successors) plus multicast and the
 * reserved blocks; IPv6 is further held to global unicast (2000::/3). The forms that embed an IPv4
 * address (mapped, compatible, translated, NAT64, 6to4, Teredo) are refused whole, whatever they embed:
 * a public server is reachable by its own address, and the embedded one is named in the log.
 */
export type BlockedRange =
  | 'this-network'
  | 'private'
  | 'shared-address-space'
  | 'loopback'
  | 'link-local'
  | 'ietf-protocol-assignments'
  | 'documentation'
  | 'benchmarking'
  | 'relay-anycast'
  | 'multicast'
  | 'reserved'
  | 'broadcast'
  | 'unspecified'
  | 'ipv4-mapped'
  | 'ipv4-compatible'
  | 'ipv4-translated'
  | 'nat64'
  | 'discard-only'
  | 'teredo'
  | '6to4'
  | 'unique-local'
  | 'site-local'
  | 'not-global-unicast';

export interface Cidr {
  readonly family: 4 | 6;
  readonly network: bigint;
  readonly bits: number;
}

/** `10.0.0.0/8`, `fc00::/7`, or a bare address (a /32 or /128); undefined when malformed. */
export function parseCidr(text: string): Cidr | undefined {
  const slash = text.indexOf('/');
  const ip = parseIp(slash === -1 ? text : text.slice(0, slash));
  if (!ip) return undefined;
  const width = ip.family === 4 ? 32 : 128;
  const bitsText = slash === -1 ? String(width) : text.slice(slash + 1);
  if (!/^\d{1,3}$/.test(bitsText)) return undefined;
  const bits = Number(bitsText);
  if (bits > width) return undefined;
  return { family: ip.family, network: ip.value & mask(width, bits), bits };
}

function mask(width: number, bits: number): bigint {
  return bits === 0 ? 0n : ((1n << BigInt(bits)) - 1n) << BigInt(width - bits);
}

export function inCidr(ip: IpAddress, cidr: Cidr): boolean {
  if (ip.family !== cidr.family) return false;
  return (ip.value & mask(ip.family === 4 ? 32 : 128, cidr.bits)) === cidr.network;
}

/** First match wins, so the narrower entries come before the blocks that contain them. */
const TABLE: readonly (readonly [string, BlockedRange])[] = [
  ['0.0.0.0/8', 'this-network'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'shared-address-space'],
  ['127.0.0.0/8', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['172.16.0.0/12', 'private'],
  ['192.0.0.0/24', 'ietf-protocol-assignments'],
  ['192.0.2.0/24', 'documentation'],
  ['192.88.99.0/24', 'relay-anycast'],
  ['192.168.0.0/16', 'private'],
  ['198.18.0.0/15', 'benchmarking'],
  ['198.51.100.0/24', 'documentation'],
  ['203.0.113.0/24', 'documentation'],
  ['224.0.0.0/4', 'multicast'],
  ['255.255.255.255/32', 'broadcast'],
  ['240.0.0.0/4', 'reserved'],
  ['::/128', 'unspecified'],
  ['::1/128', 'loopback'],
  ['::ffff:0:0/96', 'ipv4-mapped'],
  ['::/96', 'ipv4-compatible'],
  ['::ffff:0:0:0/96', 'ipv4-translated'],
  ['64:ff9b::/96', 'nat64'],
  ['64:ff9b:1::/48', 'nat64'],
  ['100::/64', 'discard-only'],
  ['2001::/32', 'teredo'],
  ['2001:2::/48', 'benchmarking'],
  ['2001:db8::/32', 'documentation'],
  ['2001::/23', 'ietf-protocol-assignments'],
  ['2002::/16', '6to4'],
  ['3fff::/20', 'documentation'],
  ['5f00::/16', 'reserved'],
  ['fc00::/7', 'unique-local'],
  ['fe80::/10', 'link-local'],
  ['fec0::/10', 'site-local'],
  ['ff00::/8', 'multicast'],
];

const BLOCKED: readonly (readonly [Cidr, BlockedRange])[] = TABLE.map(([text, range]) => {
  const cidr = parseCidr(text);
  if (!cidr) throw new Error(`bad range in the egress table: ${text}`);
  return [cidr, range];
});

const GLOBAL_UNICAST_V6 = parseCidr('2000::/3') as Cidr;

export type AddressClass =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      readonly range: BlockedRange;
      /** The IPv4 address inside a mapped, compatible, translated, NAT64, 6to4 or Teredo address. */
      readonly embeddedIpv4?: string;
    };

/** The IPv4 address an IPv6 transition form carries, for the log. */
function embeddedIpv4(ip: IpAddress, range: BlockedRange): string | undefined {
  switch (range) {
    case 'ipv4-mapped':
    case 'ipv4-compatible':
    case 'ipv4-translated':
    case 'nat64':
      return formatIpv4(ip.value & 0xffffffffn);
    case '6to4':
      return formatIpv4((ip.value >> 80n) & 0xffffffffn);
    case 'teredo':
      // RFC 4380 §4: the client's address, every bit inverted, in the last 32 bits.
      return formatIpv4(~ip.value & 0xffffffffn);
    default:
      return undefined;
  }
}

/** Public unicast, or the special range the address falls in. */
export function classifyAddress(ip: IpAddress): AddressClass {
  for (const [cidr, range] of BLOCKED) {
    if (inCidr(ip, cidr)) {
      const embedded = embeddedIpv4(ip, range);
      return embedded === undefined
        ? { allowed: false, range }
        : { allowed: false, range, embeddedIpv4: embedded };
    }
  }
  if (ip.family === 6 && !inCidr(ip, GLOBAL_UNICAST_V6))
    return { allowed: false, range: 'not-global-unicast' };
  return { allowed: true };
}
