import { readFileSync } from 'node:fs';

/**
 * The import-cost cases: tiny entry files a merchant app could start from, each importing one thing from the
 * published packages, reported as bytes over what such an app has anyway: React (`baseline`), or for the kit
 * React with i18next and react-i18next (`i18n-peers`), the peers every kit component's labels come through.
 */
export interface ImportCase {
  readonly name: string;
  readonly label: string;
  /** Package subpaths the case needs; a case whose subpath a build does not publish is skipped. */
  readonly needs: readonly string[];
  /** The case this one is reported against: what the app has anyway (React; or React and i18next). */
  readonly over?: string;
  readonly source: string;
}

const RENDER = `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
const render = (node) => createRoot(document.getElementById('root')).render(node);
`;

/** Every icon the kit's main entry exports, read from it, so the icon-set case follows the set as it grows. */
// The icon components the kit exports: not the icon button, nor the props types (`IconProps`, `IconButtonProps`).
const KIT_ICONS = [
  ...new Set(
    readFileSync(new URL('../../../packages/ui/src/index.ts', import.meta.url), 'utf8').match(
      /\bIcon(?!Button\b)[A-Z]\w*/g,
    ),
  ),
].filter((name) => !name.endsWith('Props'));

export const IMPORT_CASES: readonly ImportCase[] = [
  {
    name: 'baseline',
    label: 'React + react-dom alone (baseline)',
    needs: [],
    source: `${RENDER}render(h('p', null, 'floor'));\n`,
  },
  {
    name: 'i18n-peers',
    label: "React + i18next + react-i18next (the kit's peers)",
    needs: [],
    over: 'baseline',
    source: `${RENDER}import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
const Label = () => h('p', null, useTranslation().t('x'));
render(h(I18nextProvider, { i18n: i18next.createInstance() }, h(Label)));\n`,
  },
  {
    name: 'kit-badge',
    label: 'ui: Badge',
    needs: ['@wps-mobile/ui'],
    over: 'i18n-peers',
    source: `${RENDER}import { Badge } from '@wps-mobile/ui';\nrender(h(Badge, { count: 3 }));\n`,
  },
  {
    name: 'kit-four',
    label: 'ui: Badge, Spinner, NoData, TopBar',
    needs: ['@wps-mobile/ui'],
    over: 'i18n-peers',
    source: `${RENDER}import { Badge, NoData, Spinner, TopBar } from '@wps-mobile/ui';
render([h(TopBar, { title: 'T' }), h(Badge, { count: 3 }), h(Spinner, { label: 'L' }), h(NoData, {})]);\n`,
  },
  {
    name: 'kit-icon',
    label: 'ui: one icon (IconHeadset)',
    needs: ['@wps-mobile/ui'],
    // An icon needs none of the kit's peers: it is measured over React alone.
    over: 'baseline',
    source: `${RENDER}import { IconHeadset } from '@wps-mobile/ui';\nrender(h(IconHeadset));\n`,
  },
  {
    name: 'kit-icons',
    label: `ui: the whole icon set (${KIT_ICONS.length} icons)`,
    needs: ['@wps-mobile/ui'],
    // An icon needs none of the kit's peers: it is measured over React alone.
    over: 'baseline',
    source: `${RENDER}import { ${KIT_ICONS.join(', ')} } from '@wps-mobile/ui';
render([${KIT_ICONS.map((icon) => `h(${icon}, { key: '${icon}' })`).join(', ')}]);\n`,
  },
  {
    name: 'kit-main',
    label: 'ui: every export of the main entry',
    needs: ['@wps-mobile/ui'],
    over: 'i18n-peers',
    source: `${RENDER}import * as kit from '@wps-mobile/ui';\nrender(h('p', null, Object.keys(kit).join()));\n`,
  },
  {
    name: 'kit-all',
    label: 'ui: main entry + ui/carousel (whole kit)',
    needs: ['@wps-mobile/ui', '@wps-mobile/ui/carousel'],
    over: 'i18n-peers',
    source: `${RENDER}import * as kit from '@wps-mobile/ui';
import * as carousel from '@wps-mobile/ui/carousel';
render(h('p', null, [...Object.keys(kit), ...Object.keys(carousel)].join()));\n`,
  },
  {
    name: 'api-wallet',
    label: 'api-client: wpsApi + useWalletQuery',
    needs: ['@wps-mobile/api-client'],
    over: 'baseline',
    source: `${RENDER}import { wpsApi, useWalletQuery } from '@wps-mobile/api-client';
render(h('p', null, String(wpsApi.reducerPath) + typeof useWalletQuery));\n`,
  },
  {
    name: 'contract-lists',
    label: 'api-client/contract: PROMOTION_CATEGORIES + REGISTER_FIELDS (no schemas)',
    needs: ['@wps-mobile/api-client/contract'],
    over: 'baseline',
    source: `${RENDER}import { PROMOTION_CATEGORIES, REGISTER_FIELDS } from '@wps-mobile/api-client/contract';
render(h('p', null, [...PROMOTION_CATEGORIES, ...REGISTER_FIELDS].join()));\n`,
  },
  {
    name: 'i18n-en',
    label: "i18n: createI18n, the player's English",
    needs: ['@wps-mobile/i18n'],
    over: 'baseline',
    source: `${RENDER}import { createI18n } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
void createI18n({ language: 'EN', english: PLAYER_ENGLISH }).then((i18n) => render(h('p', null, i18n.t('routes.home'))));\n`,
  },
];
