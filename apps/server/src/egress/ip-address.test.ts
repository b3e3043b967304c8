import { describe, expect, it } from 'vitest';
import { formatIp, parseIp, parseIpv4, parseIpv6 } from './ip-address.js';

describe('IP address text', () => {
  it('reads dotted-quad IPv4 and nothing looser (the URL parser normalises the other notations first)', () => {
    expect(parseIpv4('127.0.0.1')).toBe(0x7f000001n);
    expect(parseIpv4('255.255.255.255')).toBe(0xffffffffn);
    for (const loose of [
      '2130706433',
      '0177.0.0.1',
      '0x7f.1',
      '127.1',
      '127.0.0.01',
      '256.0.0.1',
      '1.2.3.4.5',
      '',
    ]) {
      expect(parseIpv4(loose), loose).toBeUndefined();
    }
  });

  it('reads IPv6 with ::, a dotted tail and either case; refuses zones and malformed text', () => {
    expect(parseIpv6('::1')).toBe(1n);
    expect(parseIpv6('::')).toBe(0n);
    expect(parseIpv6('::ffff:127.0.0.1')).toBe(0xffff7f000001n);
    expect(parseIpv6('::FFFF:7F00:1')).toBe(0xffff7f000001n);
    expect(parseIpv6('64:ff9b::10.0.0.1')).toBe((0x64ff9bn << 96n) | 0x0a000001n);
    expect(parseIpv6('1:2:3:4:5:6:7:8')).toBe(0x00010002000300040005000600070008n);
    expect(parseIpv6('fe80::')).toBe(0xfe80n << 112n);
    for (const bad of [
      'fe80::1%eth0',
      '1::2::3',
      '1:2:3:4:5:6:7',
      '1:2:3:4:5:6:7:8:9',
      '12345::',
      ':1',
      '::1.2.3',
      'g::',
    ]) {
      expect(parseIpv6(bad), bad).toBeUndefined();
    }
  });

  it('parses bracketed literals and writes canonical text (RFC 5952)', () => {
    expect(parseIp('[::1]')).toEqual({ family: 6, value: 1n });
    expect(parseIp('example.com')).toBeUndefined();
    expect(formatIp({ family: 4, value: 0x0a000001n })).toBe('10.0.0.1');
    const roundTrip = (text: string): string => {
      const ip = parseIp(text);
      if (!ip) throw new Error(text);
      return formatIp(ip);
    };
    expect(roundTrip('::ffff:127.0.0.1')).toBe('::ffff:7f00:1');
    expect(roundTrip('2001:0db8:0000:0000:0001:0000:0000:0001')).toBe('2001:db8::1:0:0:1');
    expect(roundTrip('1:2:3:4:5:6:7:8')).toBe('1:2:3:4:5:6:7:8');
    expect(roundTrip('::')).toBe('::');
  });
});
