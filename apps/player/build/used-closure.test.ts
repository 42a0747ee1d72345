import { describe, expect, it } from 'vitest';
import {
  exportNamesOf,
  importsOf,
  resolveSpec,
  reExportsOf,
  usedClosure,
  type ModuleFacts,
  type ModuleGraph,
} from './used-closure';

describe('reading modules', () => {
  it('names what each import and re-export takes', () => {
    const code = [
      'import "./styles.css";',
      'import { a, b as c } from "./x";',
      'import * as ns from "./ns";',
      'import d, { e } from "./d";',
      'export { f } from "./f";',
      'export * from "./star";',
      'import { g } from "./x";',
    ].join('\n');
    const imports = importsOf(code);
    expect(imports.get('./x')).toEqual(new Set(['a', 'b', 'g']));
    expect(imports.get('./ns')).toBe('all');
    expect(imports.get('./d')).toBe('all');
    expect(imports.get('./f')).toEqual(new Set(['f']));
    expect(imports.get('./star')).toBe('all');
    expect(imports.get('./styles.css')).toEqual(new Set());
  });

  it("reads a barrel's re-exports, stars and plain imports", () => {
    const barrel =
      'import "./styles/index.css";\nexport { Badge } from "./badge/badge";\nexport { X as Y } from "./x";\nexport * from "./wallet";';
    const { named, stars, plain } = reExportsOf(barrel);
    expect(named.get('Badge')).toBe('./badge/badge');
    expect(named.get('Y')).toBe('./x');
    expect(stars).toEqual(['./wallet']);
    expect(plain).toEqual(['./styles/index.css']);
  });

  it('lists the names a module exports, destructured hooks included', () => {
    const code =
      'export const walletApi = api.inject();\nexport const { useWalletQuery, useMoveMutation: useMove } = walletApi;\nexport function one() {}\nconst two = 2;\nexport { two as three };';
    expect(exportNamesOf(code)).toEqual(new Set(['walletApi', 'useWalletQuery', 'useMove', 'one', 'three']));
  });

  it('resolves relative paths and package barrels, and nothing else', () => {
    const ids = ['/r/packages/ui/src/index.ts', '/r/app/src/lib/dialog.tsx', '/r/app/src/lib/forms/index.ts'];
    expect(resolveSpec('/r/app/src/main.tsx', '@wps-mobile/ui', ids)).toBe('/r/packages/ui/src/index.ts');
    expect(resolveSpec('/r/app/src/main.tsx', './lib/dialog', ids)).toBe('/r/app/src/lib/dialog.tsx');
    expect(resolveSpec('/r/app/src/main.tsx', './lib/forms', ids)).toBe('/r/app/src/lib/forms/index.ts');
    expect(resolveSpec('/r/app/src/main.tsx', 'react', ids)).toBeUndefined();
  });
});

function graph(modules: Record<string, ModuleFacts>): ModuleGraph {
  return { getModuleInfo: (id) => modules[id] ?? null };
}

const UI = '/r/packages/ui/src/index.ts';
const API = '/r/packages/api-client/src/index.ts';
const modules: Record<string, ModuleFacts> = {
  '/r/app/main.tsx': {
    importedIds: [UI, API, '/r/app/shell.tsx'],
    code: 'import { Button } from "@wps-mobile/ui";\nimport { useWalletQuery } from "@wps-mobile/api-client";\nimport "./shell";',
  },
  '/r/app/shell.tsx': { importedIds: [], code: '' },
  [UI]: {
    importedIds: [
      '/r/packages/ui/src/styles.css',
      '/r/packages/ui/src/button.tsx',
      '/r/packages/ui/src/dialog.tsx',
    ],
    code: 'import "./styles.css";\nexport { Button } from "./button";\nexport { Dialog } from "./dialog";',
  },
  '/r/packages/ui/src/styles.css': { importedIds: [], code: '' },
  '/r/packages/ui/src/button.tsx': { importedIds: [], code: 'export function Button() {}' },
  '/r/packages/ui/src/dialog.tsx': {
    importedIds: ['/r/packages/ui/src/purify.ts'],
    code: 'export function Dialog() {}',
  },
  '/r/packages/ui/src/purify.ts': { importedIds: [], code: '' },
  [API]: {
    importedIds: ['/r/packages/api-client/src/wallet.ts', '/r/packages/api-client/src/games.ts'],
    code: 'export * from "./wallet";\nexport * from "./games";',
  },
  '/r/packages/api-client/src/wallet.ts': { importedIds: [], code: 'export const { useWalletQuery } = x;' },
  '/r/packages/api-client/src/games.ts': { importedIds: [], code: 'export const { useGamesQuery } = y;' },
};

describe('usedClosure', () => {
  it('follows a barrel only to the modules holding the names taken from it, and its styles', () => {
    const used = usedClosure(graph(modules), ['/r/app/main.tsx']);
    expect(used).toEqual(
      new Set([
        '/r/app/main.tsx',
        '/r/app/shell.tsx',
        UI,
        API,
        '/r/packages/ui/src/styles.css',
        '/r/packages/ui/src/button.tsx',
        '/r/packages/api-client/src/wallet.ts',
      ]),
    );
  });

  it('follows the whole barrel when the names cannot be told', () => {
    const namespace = {
      ...modules,
      '/r/app/main.tsx': { importedIds: [UI], code: 'import * as ui from "@wps-mobile/ui";' },
    };
    expect(usedClosure(graph(namespace), ['/r/app/main.tsx'])).toContain('/r/packages/ui/src/purify.ts');
    const noCode = { ...modules, '/r/app/main.tsx': { importedIds: [UI] } };
    expect(usedClosure(graph(noCode), ['/r/app/main.tsx'])).toContain('/r/packages/ui/src/dialog.tsx');
  });
});
