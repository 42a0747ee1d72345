import { filesBeyondEntries } from '@wps-mobile/build-tools/chunk-files';
import { readFileSync } from 'node:fs';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { BRAND_THEME_FILES_KEY, labelFilesKey, SCREEN_FILES_META } from '../src/lib/first-paint/screen-files';

/**
 * Each `id: () => import('../features/...')` of `src/app/screens.ts` (also `const id: ScreenModule = () =>
 * import(...)`), as screen id and module path relative to `src/app`.
 */
export function screenModules(source: string): Map<string, string> {
  const modules = new Map<string, string>();
  const entry = /(\w+)\s*(?::\s*ScreenModule\s*=|:)\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
  for (const match of source.matchAll(entry)) {
    const [, id, path] = match;
    if (id && path && !modules.has(id)) modules.set(id, path);
  }
  return modules;
}

/**
 * For the screens a visitor lands on, the files their chunk needs beyond what the HTML already loads, by screen
 * id, as paths relative to the build's base.
 */
export function screenFiles(
  bundle: Rollup.OutputBundle,
  modules: ReadonlyMap<string, string>,
  landing: readonly string[],
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
  const out: Record<string, string[]> = {};
  for (const id of landing) {
    const path = modules.get(id)?.replace(/^\.\.\//, 'src/');
    // The chunk holding the screen's module: its own, or the landing chunk it was grouped into.
    const holds = (id: string | null) => !!path && !!id?.replace(/\\/g, '/').includes(`/${path}.`);
    const chunk = chunks.find((c) => holds(c.facadeModuleId) || c.moduleIds.some(holds));
    if (!chunk) throw new Error(`no chunk for the landing screen ${id}`);
    out[id] = filesBeyondEntries(bundle, chunk);
  }
  return out;
}

/** A language's own label table, `…/i18n/src/locales/<code>/index.ts`: its code. */
const LANGUAGE_TABLE = /[\\/]i18n[\\/]src[\\/]locales[\\/](\w+)[\\/]index\.[jt]s$/;

/**
 * The files of each language's labels, under `labelFilesKey(code)`: the chunk of its table. English is not
 * among them: the app bundles its English (`PLAYER_ENGLISH`), and English's whole table is not what it loads.
 */
export function labelFiles(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
    const code = LANGUAGE_TABLE.exec(chunk.facadeModuleId ?? '')?.[1]?.toUpperCase();
    if (code && code !== 'EN') out[labelFilesKey(code)] = filesBeyondEntries(bundle, chunk);
  }
  return out;
}

/** The kit's brand-theme module (`@wps-mobile/ui/brand-theme`, read from source or from the published build). */
const BRAND_THEME_MODULE = /[\\/]ui[\\/](?:src|dist)[\\/]theme[\\/]apply-brand-theme\.[jt]s$/;

/**
 * The files of the merchant colours' code, under `BRAND_THEME_FILES_KEY`: the boot imports it once the config
 * names colours, and the first render waits for it. None when the build has no such chunk.
 */
export function brandThemeFiles(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunk = Object.values(bundle).find(
    (file): file is Rollup.OutputChunk =>
      file.type === 'chunk' && file.isDynamicEntry && BRAND_THEME_MODULE.test(file.facadeModuleId ?? ''),
  );
  return chunk ? { [BRAND_THEME_FILES_KEY]: filesBeyondEntries(bundle, chunk) } : {};
}

/**
 * Names in the HTML the files of the screens a visitor lands on (home, login...) and of each language's labels
 * but English's and of the brand colours, so the early script can ask for the current screen's code and styles, a
 * reader's labels and a merchant's colours while the app's libraries still download, instead of after they ran.
 */
export function screenPreloads(options: {
  screensFile: string;
  landing: readonly string[];
  base: string;
}): Plugin {
  return {
    name: 'wps-screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const modules = screenModules(readFileSync(options.screensFile, 'utf8'));
        const bundle = ctx.bundle ?? {};
        const files = {
          ...screenFiles(bundle, modules, options.landing),
          ...labelFiles(bundle),
          ...brandThemeFiles(bundle),
        };
        return [
          {
            tag: 'meta',
            attrs: { name: SCREEN_FILES_META, content: JSON.stringify(files), 'data-base': options.base },
            // After the charset and viewport tags: a browser looks for the charset only in the first 1024 bytes.
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
