import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('the client address the limits count by', () => {
  it('keeps IPv4 addresses (and IPv4-mapped IPv6 ones) as the IPv4 address', () => {
    expect(clientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts IPv6 clients by their /64, however the address is written', () => {
    const network = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:abcd::9', '2001:db8:1:2:0:0:0:7', '2001:db8:1:2::1.2.3.4']) expect(clientAddress(ip), ip).toBe(network);
    expect(clientAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('leaves anything else alone', () => {
    expect(clientAddress('unknown')).toBe('unknown');
    expect(clientAddress('')).toBe('');
  });
});
