import { describe, expect, it } from 'vitest';
import { SettingsError } from '../server-settings';
import { clientAddressOf, parseTrustedProxies } from './client-address';

describe('WPS_TRUSTED_PROXIES', () => {
  it('takes addresses, CIDR ranges of both families and "loopback"', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8, 192.0.2.7 ,fd00::/8, loopback');
    for (const address of ['10.1.2.3', '192.0.2.7', 'fd12::1', '127.0.0.5', '::1', '::ffff:10.0.0.1'])
      expect(trusted.has(address)).toBe(true);
    for (const address of ['11.0.0.1', '192.0.2.8', 'fe80::1', 'not-an-ip'])
      expect(trusted.has(address)).toBe(false);
    expect(trusted.configured).toBe(true);
    expect(parseTrustedProxies(undefined).configured).toBe(false);
  });

  it('stops start-up with a clear message on anything else', () => {
    for (const bad of ['nginx', '10.0.0.0/33', '10.0.0.1/8/8', 'fd00::/129'])
      expect(() => parseTrustedProxies(bad)).toThrow(SettingsError);
  });
});

describe('the client address', () => {
  const trusted = parseTrustedProxies('127.0.0.1, 10.0.0.0/8');

  it('is the socket peer when that is no trusted proxy, whatever the header says', () => {
    expect(clientAddressOf('198.51.100.4', '127.0.0.1', trusted)).toBe('198.51.100.4');
    expect(clientAddressOf('::ffff:198.51.100.4', undefined, trusted)).toBe('198.51.100.4');
    expect(clientAddressOf(undefined, '198.51.100.4', trusted)).toBeUndefined();
  });

  it('is the rightmost hop that is not a trusted proxy, through a chain of them', () => {
    expect(clientAddressOf('127.0.0.1', '203.0.113.5', trusted)).toBe('203.0.113.5');
    expect(clientAddressOf('127.0.0.1', '6.6.6.6, 203.0.113.5, 10.0.0.2', trusted)).toBe('203.0.113.5');
    expect(clientAddressOf('127.0.0.1', '2001:db8::5', trusted)).toBe('2001:db8::5');
  });

  it('is the last trusted hop when the header has nothing better', () => {
    expect(clientAddressOf('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(clientAddressOf('127.0.0.1', '10.0.0.2', trusted)).toBe('10.0.0.2');
    expect(clientAddressOf('127.0.0.1', 'garbage, 10.0.0.2', trusted)).toBe('10.0.0.2');
  });
});
