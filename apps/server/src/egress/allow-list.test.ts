import { describe, expect, it } from 'vitest';
import { isAllowListed, parseAllowEntry, parseAllowList } from './allow-list.js';
import { parseIp } from './ip-address.js';

const ip = (text: string) => {
  const parsed = parseIp(text);
  if (!parsed) throw new Error(text);
  return parsed;
};

describe('EGRESS_ALLOW_PRIVATE (the test-only allow-list)', () => {
  it('reads addresses and ranges, each optionally bound to a port', () => {
    expect(parseAllowEntry('127.0.0.1')).toEqual({
      family: 4,
      network: 0x7f000001n,
      bits: 32,
      port: undefined,
    });
    expect(parseAllowEntry('127.0.0.0/8')).toMatchObject({ bits: 8, port: undefined });
    expect(parseAllowEntry('127.0.0.1:4567')).toMatchObject({ bits: 32, port: 4567 });
    expect(parseAllowEntry('[::1]:4567')).toEqual({ family: 6, network: 1n, bits: 128, port: 4567 });
    expect(parseAllowEntry('[fd00::]/8:443')).toMatchObject({ family: 6, bits: 8, port: 443 });
    expect(parseAllowEntry('::1')).toMatchObject({ family: 6, bits: 128, port: undefined });
    expect(parseAllowEntry('10.1.2.3/8')).toMatchObject({ network: 0x0a000000n });
    for (const bad of ['localhost', '127.0.0.1:0', '127.0.0.1:99999', '10.0.0.0/33', '[::1', '1.2.3']) {
      expect(parseAllowEntry(bad), bad).toBeUndefined();
    }
  });

  it('lists the malformed entries for the configuration error', () => {
    expect(parseAllowList(' 127.0.0.1:80 , nope,, ::1 ')).toMatchObject({
      entries: [{ port: 80 }, { family: 6 }],
      invalid: ['nope'],
    });
  });

  it('admits only the listed address and port', () => {
    const { entries } = parseAllowList('127.0.0.1:4567,10.0.0.0/8');
    expect(isAllowListed(ip('127.0.0.1'), 4567, entries)).toBe(true);
    expect(isAllowListed(ip('127.0.0.1'), 4568, entries)).toBe(false);
    expect(isAllowListed(ip('127.0.0.2'), 4567, entries)).toBe(false);
    expect(isAllowListed(ip('10.9.8.7'), 1, entries)).toBe(true);
    expect(isAllowListed(ip('::ffff:127.0.0.1'), 4567, entries)).toBe(false);
  });
});
