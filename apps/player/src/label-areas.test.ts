import { labelAreasIn, labelAreasUsed } from '@wps-mobile/build-tools/label-areas';
import { AGENT_ENGLISH, loadPlayerDeferredEnglish, PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screenModules } from '../build/screen-preloads';
import { FIRST_SCREENS } from './app/first-screens';

// Every English area: the i18n package's own test keeps the apps' subsets covering them all.
const AREAS = Object.keys({ ...PLAYER_ENGLISH, ...AGENT_ENGLISH });
const PLAYER_SOURCE = dirname(fileURLToPath(import.meta.url));
const KIT_SOURCE = resolve(PLAYER_SOURCE, '../../../packages/ui/src');
const SHELL_SOURCE = resolve(PLAYER_SOURCE, '../../../packages/app-shell/src');
// The screen table: its imports are every screen's, which the walk below must not follow all at once.
const SCREEN_TABLE = resolve(PLAYER_SOURCE, 'app/screens.ts');

const IMPORTS = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.[^'"]+)['"]/g;

function resolveLocal(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) =>
    existsSync(file),
  );
}

/** The app's files that `entries` reach through relative imports, static or lazy, but not through the screen table. */
function reachedFiles(entries: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file)) return;
    reached.add(file);
    if (file === SCREEN_TABLE) return;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
      const target = specifier && resolveLocal(file, specifier);
      if (target) visit(target);
    }
  };
  entries.forEach(visit);
  return reached;
}

/** The module file of each first screen, as the build reads it from the screen table. */
function firstScreenFiles(): string[] {
  const modules = screenModules(readFileSync(SCREEN_TABLE, 'utf8'));
  return FIRST_SCREENS.map((screen) => {
    const file = resolveLocal(SCREEN_TABLE, modules.get(screen) ?? '');
    if (!file) throw new Error(`no module for the first screen ${screen} in app/screens.ts`);
    return file;
  });
}

describe("the player app's English", () => {
  it('holds every label area the player app and the kit and the shared shell it renders use, bundled or deferred', async () => {
    const deferred = await loadPlayerDeferredEnglish();
    const used = await labelAreasUsed([PLAYER_SOURCE, KIT_SOURCE, SHELL_SOURCE], AREAS);
    // A scan that found nothing would pass: it must see the app's own areas and the kit's (`ui`).
    expect([...used.keys()]).toEqual(expect.arrayContaining(['member', 'menu', 'ui', 'wallet']));
    const missing = [...used].filter(([area]) => !(area in PLAYER_ENGLISH) && !(area in deferred));
    expect(missing, 'add these areas to PLAYER_ENGLISH (packages/i18n/src/player-english.ts)').toEqual([]);
  });

  it('shows only the bundled areas in the shell, the kit and the first screens', async () => {
    const deferredAreas = Object.keys(await loadPlayerDeferredEnglish());
    const shell = reachedFiles([resolve(PLAYER_SOURCE, 'main.tsx'), ...firstScreenFiles()]);
    // The walk reaches the shell's parts and the first screens' lazy parts.
    expect([...shell].map((file) => file.slice(PLAYER_SOURCE.length))).toEqual(
      expect.arrayContaining([
        '/features/header/header-end.tsx',
        '/features/home/banner/banner-carousel.tsx',
      ]),
    );
    const early = [...shell]
      .map((file) => [file, [...labelAreasIn(readFileSync(file, 'utf8'), deferredAreas)]] as const)
      .filter(([, areas]) => areas.length > 0);
    expect(early, 'these files show deferred areas before they are fetched').toEqual([]);
    const kit = await labelAreasUsed([KIT_SOURCE], deferredAreas);
    expect([...kit.keys()]).toEqual([]);
  });
});
