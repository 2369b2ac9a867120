import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '#functions/platform/http/client-address.ts';

describe('clientAddressKey (who a rate limit counts)', () => {
  it('keeps an IPv4 address, also when written IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = clientAddressKey('2001:db8:abcd:12::1');
    expect(key).toBe('2001:db8:abcd:12::/64');
    expect(clientAddressKey('2001:0db8:abcd:0012:ffff:1:2:3')).toBe(key);
    expect(clientAddressKey('2001:DB8:ABCD:12:0:0:0:99')).toBe(key);
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it("puts a missing or unreadable address in the shared 'unknown' bucket", () => {
    expect(clientAddressKey(undefined)).toBe('unknown');
    expect(clientAddressKey('')).toBe('unknown');
    expect(clientAddressKey('not-an-ip')).toBe('unknown');
    expect(clientAddressKey('1.2.3.4, 5.6.7.8')).toBe('unknown');
  });
});
