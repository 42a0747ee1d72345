import { bootShellPlugin } from '@wps-mobile/build-tools/boot-shell-plugin';
import { buildVersionPlugin } from '@wps-mobile/build-tools/build-version-plugin';
import { compileHintsPlugin } from '@wps-mobile/build-tools/compile-hints';
import { appScriptPriority } from '@wps-mobile/build-tools/script-priority';
import { serviceWorkerPlugin } from '@wps-mobile/build-tools/service-worker-plugin';
import {
  AGENT_PREFIXES,
  BUILD_VERSION_META,
  DEFAULT_APP_ICONS,
  pathsOf,
  webAppManifest,
} from '@wps-mobile/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bootMessagesPlugin } from './build/boot-messages';
import { inlineEarlyScript } from './build/inline-early-script';
import { landingChunkNamer } from './build/landing-chunks';
import { FIRST_SCREENS } from './src/app/first-screens';
import { screenPreloads } from './build/screen-preloads';

/**
 * The start of the app in three files instead of about thirty: a phone on slow 4G over HTTP/1.1 fetches six
 * at a time, so many small shared chunks cost round trips. `vendor` is the libraries the first render runs
 * (React, the router, RTK, i18next) with the api client's core, `common` the package and lib code that at least
 * twelve chunks share (buttons, icons, dialogs, routes); code only one screen or a few need stays in their own
 * chunks.
 */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs[\\/]toolkit|immer|reselect|redux|redux-thunk|react-redux|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

/**
 * Small modules the entry shares with lazy chunks (the language list with the 28 language chunks, the white-label
 * flags with five screens, the session's bookkeeping after a login with the login and registration screens).
 * Alone, each would be a request of its own on the first load; in `vendor` they cost half a kilobyte each and no
 * round trip. The session's bookkeeping brings the api client's core and the session store with it (every screen
 * needs them before its first render anyway): left in `common`, which imports it, the bookkeeping had to be a
 * file of its own, the fifth script before the first render.
 */
const FIRST_LOAD_SHARED =
  /packages[\\/](i18n[\\/]src[\\/]languages|config[\\/]src[\\/]whitelabel|api-client[\\/]src[\\/](session-sync|login-mutation))\.ts$/;

/**
 * Vite's helper for lazy imports, which the entry runs for every screen's chunk: left to the bundler it may become
 * a file of its own, one more request before the first render for under a kilobyte.
 */
const PRELOAD_HELPER = /vite[\\/]preload-helper/;

/**
 * The kit's form hook: every form screen uses it, but no screen draws a form before its first render except login
 * and the game list's search; in `common` home would load it for nothing.
 */
const FORMS = /packages[\\/]ui[\\/]src[\\/]form[\\/]/;

const COMMON = /(packages[\\/][a-z-]+[\\/]src|apps[\\/]player[\\/]src[\\/]lib)[\\/](?!locales)/;

/**
 * Class fields and the rest of ES2022 ship as written (every browser since 2021 runs them), not rewritten into
 * helper calls: smaller code in every chunk.
 */
const TARGET = 'es2022';

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The screens a visitor lands on, each with its code in one chunk (`build/landing-chunks.ts`). */
const LANDING_CHUNKS = landingChunkNamer(
  [source('main.tsx')],
  [
    { chunk: 'home-screen', file: source('features/home/home-screen.tsx') },
    { chunk: 'login-screen', file: source('features/auth/login-screen.tsx') },
    { chunk: 'game-list-screen', file: source('features/game-list/game-list-screen.tsx') },
  ],
);

// The player build owns the root of `/m`; the agent build lives beside it in `/m/agent-app/`.
const BASE = '/m/';

export default defineConfig({
  base: BASE,
  plugins: [
    react(),
    // The loading shell in `#root` (its rules: the `.boot-shell` block of app.css).
    bootShellPlugin(),
    // The build's version in the HTML, for the field-data beacons (no JavaScript before the first render).
    buildVersionPlugin(BUILD_VERSION_META),
    // The loading shell's message when offline or the service is down, in every language (build/boot-messages.ts).
    bootMessagesPlugin(),
    // The first calls go out from a script in the page itself, not after a file of its own has downloaded.
    inlineEarlyScript({ entry: source('early.ts'), target: TARGET, base: BASE }),
    // The loading shell's stylesheets and the first calls before the libraries (build-tools script-priority).
    appScriptPriority({ keepEntries: [] }),
    // The code the first render runs compiles while it downloads, off the main thread, not function by function.
    compileHintsPlugin(),
    // The early script asks for the landing screen's files from this list (src/lib/first-paint/screen-files.ts).
    screenPreloads({
      screensFile: fileURLToPath(new URL('./src/app/screens.ts', import.meta.url)),
      landing: FIRST_SCREENS,
      base: BASE,
    }),
    // The player's worker (scope `/m/`) answers every page load, the agent's pages with the agent's cached shell.
    serviceWorkerPlugin({
      name: 'player',
      publicFiles: ['config.json', 'favicon.svg', ...DEFAULT_APP_ICONS.map((icon) => icon.src.slice(3))],
      networkFirst: ['config.json'],
      // The 28 other languages are cached when first chosen, not on every install.
      runtimeOnly: [/[\\/]i18n[\\/]src[\\/]locales[\\/]/],
      extraAssetPrefixes: ['/m/agent-app/assets/'],
      pages: {
        others: [
          {
            shell: '/m/agent-app/index.html',
            paths: pathsOf('agent'),
            prefixes: [...AGENT_PREFIXES],
          },
        ],
      },
      manifest: webAppManifest('player'),
    }),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: TARGET,
    // The thirty language flags are files of their own, not text in the entry script: the header shows one
    // and the language list the rest, only when it is opened.
    assetsInlineLimit: (file) => (/[\\/]i18n[\\/]src[\\/]flags[\\/]/.test(file) ? false : undefined),
    // Maps are written for error reports but not linked from the code; the gateway and nginx never serve them.
    sourcemap: 'hidden',
    rolldownOptions: {
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)) },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: (id: string) => VENDOR.test(id) || FIRST_LOAD_SHARED.test(id) || PRELOAD_HELPER.test(id),
              priority: 2,
            },
            { name: 'forms', test: FORMS, priority: 2, includeDependenciesRecursively: false },
            { name: 'common', test: COMMON, minShareCount: 12, priority: 1 },
            // Only the modules named: the entries' own code stays in the entries' chunks.
            {
              name: LANDING_CHUNKS,
              debugName: 'landing',
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
