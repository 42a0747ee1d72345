import { describe, expect, it } from 'vitest';
import { precacheList, serviceWorkerPlugin } from './service-worker-plugin.mjs';

const LOCALES = /[\\/]locales[\\/]/;

function bundle(indexCode = 'main()') {
  return {
    'assets/index-abc.js': {
      fileName: 'assets/index-abc.js',
      type: 'chunk',
      code: indexCode,
      isDynamicEntry: false,
    },
    'assets/index-abc.js.map': { fileName: 'assets/index-abc.js.map', type: 'asset', source: '{}' },
    'assets/home-def.js': {
      fileName: 'assets/home-def.js',
      type: 'chunk',
      code: 'home()',
      isDynamicEntry: true,
      facadeModuleId: '/repo/apps/player/src/features/home/home-page.tsx',
    },
    'assets/fr-ghi.js': {
      fileName: 'assets/fr-ghi.js',
      type: 'chunk',
      code: 'fr()',
      isDynamicEntry: true,
      facadeModuleId: '/repo/packages/i18n/src/locales/fr/index.ts',
    },
    'assets/index-jkl.css': { fileName: 'assets/index-jkl.css', type: 'asset', source: 'a{}' },
    'index.html': { fileName: 'index.html', type: 'asset', source: '<html>' },
  };
}

describe('precache list', () => {
  it('lists every built file but source maps and runtime-only chunks, plus the public files', () => {
    const { urls } = precacheList(bundle(), {
      base: '/m/',
      publicFiles: ['config.json', 'index.html'],
      runtimeOnly: [LOCALES],
    });
    expect(urls).toEqual([
      '/m/assets/home-def.js',
      '/m/assets/index-abc.js',
      '/m/assets/index-jkl.css',
      '/m/config.json',
      '/m/index.html',
    ]);
  });

  it('gets a new version when any kept file changes, and keeps it otherwise', () => {
    const options = { base: '/m/', runtimeOnly: [LOCALES] };
    const first = precacheList(bundle(), options).version;
    expect(precacheList(bundle(), options).version).toBe(first);
    expect(precacheList(bundle('main2()'), options).version).not.toBe(first);
    const otherLocale = {
      ...bundle(),
      'assets/fr-ghi.js': { ...bundle()['assets/fr-ghi.js'], code: 'fr2()' },
    };
    expect(precacheList(otherLocale, options).version).toBe(first);
  });
});

describe('service-worker plugin', () => {
  function build(options) {
    const plugin = serviceWorkerPlugin(options);
    plugin.configResolved({ base: '/m/agent-app/', build: { assetsDir: 'assets' } });
    const emitted = new Map();
    plugin.generateBundle.call({ emitFile: (file) => emitted.set(file.fileName, file.source) }, {}, bundle());
    return emitted;
  }

  it('writes sw.js with the build asset list, its own cache name and /wps left alone', () => {
    const source = build({ name: 'agent', runtimeOnly: [LOCALES] }).get('sw.js');
    const options = JSON.parse(/const OPTIONS = \/\*\* @type \{any\} \*\/ \((.*)\);/.exec(source)[1]);
    expect(options.cacheName).toMatch(/^wps-agent-[0-9a-f]{12}$/);
    expect(options.cachePrefix).toBe('wps-agent-');
    expect(options.precache).toContain('/m/agent-app/assets/index-abc.js');
    expect(options.precache).toContain('/m/agent-app/index.html');
    expect(options.precache).not.toContain('/m/agent-app/assets/fr-ghi.js');
    expect(options.assetPrefixes).toEqual(['/m/agent-app/assets/']);
    expect(options.bypassPrefixes).toEqual(['/wps', '/__sandbox']);
    expect(options.pages).toBeNull();
    expect(source).not.toContain('__WPS_SW_OPTIONS__');
  });

  it('writes the manifest beside index.html and keeps it network-first', () => {
    const emitted = build({ name: 'agent', manifest: { name: 'Agent', start_url: '/m/agent' } });
    expect(JSON.parse(emitted.get('manifest.webmanifest'))).toEqual({ name: 'Agent', start_url: '/m/agent' });
    const source = emitted.get('sw.js');
    expect(source).toContain('"networkFirst":["/m/agent-app/manifest.webmanifest"]');
  });
});
