import { describe, expect, it } from 'vitest';
import { classifyAddress, type BlockedRange } from './address-ranges.js';
import { parseIp } from './ip-address.js';

const classify = (text: string) => {
  const ip = parseIp(text);
  if (!ip) throw new Error(`not an address: ${text}`);
  return classifyAddress(ip);
};

/** Every special range the guard refuses, with one address inside it (and its edges where they matter). */
const BLOCKED: readonly (readonly [address: string, range: BlockedRange, embeddedIpv4?: string])[] = [
  ['0.0.0.0', 'this-network'],
  ['0.255.255.255', 'this-network'],
  ['10.0.0.1', 'private'],
  ['10.255.255.255', 'private'],
  ['172.16.0.1', 'private'],
  ['172.31.255.254', 'private'],
  ['192.168.1.1', 'private'],
  ['100.64.0.1', 'shared-address-space'],
  ['100.127.255.254', 'shared-address-space'],
  ['100.100.100.200', 'shared-address-space'], // a cloud's metadata service lives in CGNAT space
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'link-local'], // cloud metadata
  ['169.254.0.1', 'link-local'],
  ['192.0.0.8', 'ietf-protocol-assignments'],
  ['192.0.2.1', 'documentation'],
  ['198.51.100.7', 'documentation'],
  ['203.0.113.9', 'documentation'],
  ['192.88.99.1', 'relay-anycast'],
  ['198.18.0.1', 'benchmarking'],
  ['198.19.255.255', 'benchmarking'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::ffff:127.0.0.1', 'ipv4-mapped', '127.0.0.1'],
  ['::ffff:169.254.169.254', 'ipv4-mapped', '169.254.169.254'],
  ['::ffff:8.8.8.8', 'ipv4-mapped', '8.8.8.8'],
  ['::127.0.0.1', 'ipv4-compatible', '127.0.0.1'],
  ['::ffff:0:10.0.0.1', 'ipv4-translated', '10.0.0.1'],
  ['64:ff9b::127.0.0.1', 'nat64', '127.0.0.1'],
  ['64:ff9b::a00:1', 'nat64', '10.0.0.1'],
  ['64:ff9b:1::1', 'nat64', '0.0.0.1'],
  ['100::1', 'discard-only'],
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo', '127.0.0.1'],
  ['2001:2::1', 'benchmarking'],
  ['2001:db8::1', 'documentation'],
  ['2001:10::1', 'ietf-protocol-assignments'],
  ['2002:7f00:1::1', '6to4', '127.0.0.1'],
  ['2002:a9fe:a9fe::', '6to4', '169.254.169.254'],
  ['3fff::1', 'documentation'],
  ['5f00::1', 'reserved'],
  ['fc00::1', 'unique-local'],
  ['fd00:ec2::254', 'unique-local'], // a cloud's IPv6 metadata service
  ['fe80::1', 'link-local'],
  ['febf::1', 'link-local'],
  ['fec0::1', 'site-local'],
  ['ff02::1', 'multicast'],
  ['4000::1', 'not-global-unicast'],
  ['1::1', 'not-global-unicast'],
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '100.63.255.255', // just below CGNAT
  '100.128.0.0', // just above
  '172.15.255.255',
  '172.32.0.0',
  '169.253.255.255',
  '198.17.255.255',
  '198.20.0.0',
  '223.255.255.255',
  '2001:4860:4860::8888',
  '2606:4700:4700::1111',
  '2a00:1450:4001:82b::200e',
  '2001:200::1', // just past 2001::/23
];

describe('the egress guard classifier (DESIGN.md §5 "Egress")', () => {
  it.each(BLOCKED.map(([address, range, embedded]) => ({ address, range, embedded })))(
    'refuses $address ($range) before any connect',
    ({ address, range, embedded }) => {
      const verdict = classify(address);
      expect(verdict).toEqual(
        embedded ? { allowed: false, range, embeddedIpv4: embedded } : { allowed: false, range },
      );
    },
  );

  it.each(PUBLIC)('lets public unicast %s through', (address) => {
    expect(classify(address)).toEqual({ allowed: true });
  });
});
