import { describe, expect, it } from 'vitest';
import { ipGroup } from './ip-group.js';

describe('ipGroup: what a per-IP limit counts', () => {
  it('keeps IPv4 addresses and unwraps IPv4-mapped IPv6', () => {
    expect(ipGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(ipGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
  it('groups IPv6 by /64, whatever the spelling', () => {
    const group = '2001:db8:1:2::/64';
    expect(ipGroup('2001:db8:1:2::1')).toBe(group);
    expect(ipGroup('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe(group);
    expect(ipGroup('[2001:db8:1:2:0:0:0:9]')).toBe(group);
    expect(ipGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipGroup('2001:db8:1:3::1')).not.toBe(group);
    expect(ipGroup('::1')).toBe('0:0:0:0::/64');
  });
});
