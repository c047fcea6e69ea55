import { describe, expect, it } from 'vitest';
import { networkPrefix } from './network-prefix.ts';

describe('network prefix of an address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['203.0.113.250', '203.0.113.0/24'],
    ['10.0.0.1', '10.0.0.0/24'],
    ['255.255.255.255', '255.255.255.0/24'],
    // What a dual-stack socket reports for an IPv4 peer.
    ['::ffff:203.0.113.7', '203.0.113.0/24'],
    ['::FFFF:198.51.100.1', '198.51.100.0/24'],
  ])('groups IPv4 %s by /24 as %s', (ip, prefix) => {
    expect(networkPrefix(ip)).toBe(prefix);
  });

  it.each([
    ['2001:db8:1234:5678::1', '2001:db8:1234::/48'],
    ['2001:0db8:1234:ffff:aaaa:bbbb:cccc:dddd', '2001:db8:1234::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['2001:db8:1234::ffff:192.0.2.1', '2001:db8:1234::/48'],
    ['2001:DB8:ABCD:12::', '2001:db8:abcd::/48'],
  ])('groups IPv6 %s by /48 as %s', (ip, prefix) => {
    expect(networkPrefix(ip)).toBe(prefix);
  });

  it('names anything else unknown rather than failing a sign-in', () => {
    expect(networkPrefix('')).toBe('unknown');
    expect(networkPrefix('not an address')).toBe('unknown');
    expect(networkPrefix('999.1.1.1')).toBe('unknown');
  });
});
