// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientKeys } from './clientNetwork';

describe('clientKeys', () => {
  it('puts IPv4 addresses in their /24', () => {
    expect(clientKeys('127.0.3.17')).toEqual({ address: '127.0.3.17', network: '127.0.3.0/24' });
    expect(clientKeys('127.0.3.250').network).toBe(clientKeys('127.0.3.1').network);
    expect(clientKeys('127.0.4.1').network).not.toBe(clientKeys('127.0.3.1').network);
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address, in either spelling', () => {
    expect(clientKeys('::ffff:203.0.113.5')).toEqual({
      address: '203.0.113.5',
      network: '203.0.113.0/24',
    });
    expect(clientKeys('::FFFF:cb00:7105')).toEqual({
      address: '203.0.113.5',
      network: '203.0.113.0/24',
    });
  });

  it('puts IPv6 addresses in their /64, however they are written', () => {
    const network = '2001:db8:0:1::/64';
    expect(clientKeys('2001:db8:0:1::5').network).toBe(network);
    expect(clientKeys('2001:0DB8:0000:0001:ffff:1:2:3').network).toBe(network);
    expect(clientKeys('2001:db8::1:0:0:0:9').network).toBe(network);
    expect(clientKeys('2001:db8:0:1:0:0:1.2.3.4').network).toBe(network);
    expect(clientKeys('fe80::1%eth0').network).toBe('fe80:0:0:0::/64');
    expect(clientKeys('::1')).toEqual({ address: '0:0:0:0:0:0:0:1', network: '0:0:0:0::/64' });
    expect(clientKeys('2001:db8:0:2::5').network).not.toBe(network);
    // Two spellings of one address are one client.
    expect(clientKeys('2001:DB8:0:1::5').address).toBe(clientKeys('2001:db8:0:1:0:0:0:5').address);
  });

  it('keeps anything that is not an IP address as its own key', () => {
    expect(clientKeys('unknown')).toEqual({ address: 'unknown', network: 'unknown' });
  });
});
