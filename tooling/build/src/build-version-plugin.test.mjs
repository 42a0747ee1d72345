import { describe, expect, it } from 'vitest';
import { buildVersion, buildVersionPlugin } from './build-version-plugin.mjs';

describe('buildVersion', () => {
  it('takes the release number a release sets, else the commit being built, else dev', () => {
    expect(buildVersion({ env: { WPS_BUILD_VERSION: '2.4.0' }, commit: () => 'abc123def456' })).toBe('2.4.0');
    expect(buildVersion({ env: {}, commit: () => 'abc123def456' })).toBe('abc123def456');
    expect(buildVersion({ env: {}, commit: () => undefined })).toBe('dev');
  });

  it('ignores a value that could break the page or the beacon', () => {
    expect(buildVersion({ env: { WPS_BUILD_VERSION: '"><script>' }, commit: () => 'abc123' })).toBe('abc123');
    expect(buildVersion({ env: { WPS_BUILD_VERSION: ' ' }, commit: () => 'not a hash' })).toBe('dev');
  });
});

describe('buildVersionPlugin', () => {
  it('names the build in a meta element of the HTML head', () => {
    const plugin = buildVersionPlugin('wps-build-version', 'abc123def456');
    expect(plugin.transformIndexHtml()).toEqual([
      { tag: 'meta', attrs: { name: 'wps-build-version', content: 'abc123def456' }, injectTo: 'head' },
    ]);
  });
});
