import { describe, expect, it } from 'vitest';
import { SettingsError, publicUrl, readListenSettings } from './server-settings';

describe('listen settings', () => {
  it('defaults to 127.0.0.1:8080 and no runtime config override', () => {
    expect(readListenSettings({})).toEqual({ host: '127.0.0.1', port: 8080, runtimeConfigFile: undefined });
  });

  it('reads HOST, PORT and WPS_RUNTIME_CONFIG', () => {
    expect(readListenSettings({ HOST: '0.0.0.0', PORT: '3000', WPS_RUNTIME_CONFIG: '/tmp/c.json' })).toEqual({
      host: '0.0.0.0',
      port: 3000,
      runtimeConfigFile: '/tmp/c.json',
    });
  });

  it.each(['http', '-1', '70000', '80.5'])('rejects PORT=%s with a readable message', (PORT) => {
    expect(() => readListenSettings({ PORT })).toThrow(SettingsError);
    expect(() => readListenSettings({ PORT })).toThrow(/PORT must be a number/);
  });

  it('prints IPv6 hosts in brackets', () => {
    expect(publicUrl('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080/m/');
    expect(publicUrl('::1', 8080)).toBe('http://[::1]:8080/m/');
  });
});
