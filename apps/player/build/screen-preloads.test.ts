import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { brandThemeFiles, labelFiles, screenFiles, screenModules } from './screen-preloads';

const chunk = (fileName: string, extra: Partial<Rollup.OutputChunk> & { css?: string[] } = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    moduleIds: [],
    viteMetadata: { importedCss: new Set(extra.css ?? []), importedAssets: new Set() },
    ...extra,
  }) as unknown as Rollup.OutputChunk;

describe('screen preloads', () => {
  it('read every landing screen’s module from the screens table', () => {
    const source = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/app/screens.ts'),
      'utf8',
    );
    const modules = screenModules(source);
    expect(modules.get('home')).toBe('../features/home/home-screen');
    expect(modules.get('login')).toBe('../features/auth/login-screen');
    expect(modules.get('register')).toBe('../features/register/register-screen');
    expect(modules.get('gameList')).toBe('../features/game-list/game-list-screen');
  });

  it('name a screen’s chunk and what it imports, deep, with styles, less what the HTML already loads', () => {
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'] }),
      'assets/vendor.js': chunk('assets/vendor.js'),
      'assets/home.js': chunk('assets/home.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/features/home/home-screen.tsx',
        imports: ['assets/vendor.js', 'assets/dialog.js'],
        css: ['assets/home.css'],
      }),
      'assets/dialog.js': chunk('assets/dialog.js', {
        imports: ['assets/icons.js'],
        css: ['assets/dialog.css'],
      }),
      'assets/icons.js': chunk('assets/icons.js'),
    };
    const modules = new Map([['home', '../features/home/home-screen']]);
    expect(screenFiles(bundle, modules, ['home'])).toEqual({
      home: ['assets/home.js', 'assets/home.css', 'assets/dialog.js', 'assets/dialog.css', 'assets/icons.js'],
    });
    expect(() => screenFiles(bundle, modules, ['login'])).toThrow(/login/);
  });

  it('find a screen grouped into a landing chunk by the modules the chunk holds', () => {
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true }),
      'assets/home-screen.js': chunk('assets/home-screen.js', {
        moduleIds: ['/app/src/lib/dialog.tsx', '/app/src/features/home/home-screen.tsx'],
        css: ['assets/home-screen.css'],
      }),
    };
    const modules = new Map([['home', '../features/home/home-screen']]);
    expect(screenFiles(bundle, modules, ['home'])).toEqual({
      home: ['assets/home-screen.js', 'assets/home-screen.css'],
    });
  });

  it("name each language's label chunk, and none for English, which the app bundles", () => {
    const bundle: Rollup.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', { isEntry: true }),
      'assets/th.js': chunk('assets/th.js', {
        isDynamicEntry: true,
        facadeModuleId: '/repo/packages/i18n/src/locales/th/index.ts',
      }),
      'assets/en.js': chunk('assets/en.js', {
        isDynamicEntry: true,
        facadeModuleId: '/repo/packages/i18n/src/locales/en/index.ts',
      }),
      'assets/home.js': chunk('assets/home.js', {
        isDynamicEntry: true,
        facadeModuleId: '/app/src/features/home/home-screen.tsx',
      }),
    };
    expect(labelFiles(bundle)).toEqual({ 'labels:TH': ['assets/th.js'] });
  });

  it("name the brand colours' chunk, read from the kit's source or its published build", () => {
    const bundle = (facadeModuleId: string): Rollup.OutputBundle => ({
      'assets/index.js': chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'] }),
      'assets/vendor.js': chunk('assets/vendor.js'),
      'assets/brand.js': chunk('assets/brand.js', {
        isDynamicEntry: true,
        facadeModuleId,
        imports: ['assets/vendor.js'],
      }),
    });
    expect(brandThemeFiles(bundle('/repo/packages/ui/src/theme/apply-brand-theme.ts'))).toEqual({
      'brand-theme': ['assets/brand.js'],
    });
    expect(
      brandThemeFiles(bundle('/app/node_modules/@wps-mobile/ui/dist/theme/apply-brand-theme.js')),
    ).toEqual({ 'brand-theme': ['assets/brand.js'] });
    expect(brandThemeFiles(bundle('/repo/packages/ui/src/theme/other.ts'))).toEqual({});
  });
});
