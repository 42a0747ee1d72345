import { bootShellPlugin } from '@wps-mobile/build-tools/boot-shell-plugin';
import { appScriptPriority } from '@wps-mobile/build-tools/script-priority';
import { serviceWorkerPlugin } from '@wps-mobile/build-tools/service-worker-plugin';
import { AGENT_PREFIXES, DEFAULT_APP_ICONS, pathsOf, webAppManifest } from '@wps-mobile/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { landingChunkNamer } from './build/landing-chunks';
import { FIRST_SCREENS } from './src/app/first-screens';
import { screenPreloads } from './build/screen-preloads';

/**
 * The start of the app in three files instead of about thirty: a phone on slow 4G over HTTP/1.1 fetches six
 * at a time, so many small shared chunks cost round trips. `vendor` is the libraries the first render runs
 * (React, the router, RTK, i18next), `common` the package and lib code that at least twelve chunks share
 * (buttons, icons, dialogs, the api's core); code only one screen or a few need stays in their own chunks.
 */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs[\\/]toolkit|immer|reselect|redux|redux-thunk|react-redux|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

/**
 * Two small modules the entry shares with lazy chunks (the language list with the 28 language chunks, the
 * white-label flags with five screens). Alone, each would be a request of its own on the first load; in
 * `vendor` they cost half a kilobyte each and no round trip.
 */
const FIRST_LOAD_SHARED = /packages[\\/](i18n[\\/]src[\\/]languages|config[\\/]src[\\/]whitelabel)\.ts$/;

const COMMON = /(packages[\\/][a-z-]+[\\/]src|apps[\\/]player[\\/]src[\\/]lib)[\\/](?!locales)/;

/** `src/early.ts` and what it needs, in one small chunk that imports nothing else. */
const EARLY =
  /apps[\\/]player[\\/]src[\\/](early|lib[\\/]early-requests|lib[\\/]screen-files|lib[\\/]boot-preview)\.ts$|packages[\\/]config[\\/]src[\\/](routes|constants|runtime-config|responsible-gaming)\.ts$/;

const source = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The screens a visitor lands on, each with its code in one chunk (`build/landing-chunks.ts`). */
const LANDING_CHUNKS = landingChunkNamer(
  [source('main.tsx'), source('early.ts')],
  [
    { chunk: 'home-screen', file: source('features/home/home-screen.tsx') },
    { chunk: 'login-screen', file: source('features/auth/login-screen.tsx') },
    { chunk: 'game-list-screen', file: source('features/game-list/game-list-screen.tsx') },
  ],
);

/**
 * Puts the `early` entry's script in the HTML's head, so the browser fetches it with the app's own script and
 * runs it as soon as it arrives (`async`), before the app's libraries have downloaded.
 */
function earlyScript(): Plugin {
  return {
    name: 'wps-early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const early = Object.values(ctx.bundle ?? {}).find(
          (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === 'early',
        );
        if (!early) throw new Error('the early entry was not built');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/m/${early.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// The player build owns the root of `/m`; the agent build lives beside it in `/m/agent-app/`.
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
    // The loading shell in `#root` (its rules: the `.boot-shell` block of app.css).
    bootShellPlugin(),
    earlyScript(),
    // The loading shell's stylesheets and the first calls before the libraries (build-tools script-priority).
    appScriptPriority({ keepEntries: ['early'] }),
    // The early script asks for the landing screen's files from this list (src/lib/screen-files.ts).
    screenPreloads({
      screensFile: fileURLToPath(new URL('./src/app/screens.ts', import.meta.url)),
      landing: FIRST_SCREENS,
      base: '/m/',
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
    // Class fields and the rest of ES2022 ship as written (every browser since 2021 runs them), not rewritten
    // into helper calls: smaller code in every chunk.
    target: 'es2022',
    // The thirty language flags are files of their own, not text in the entry script: the header shows one
    // and the language list the rest, only when it is opened.
    assetsInlineLimit: (file) => (/[\\/]i18n[\\/]src[\\/]flags[\\/]/.test(file) ? false : undefined),
    // Maps are written for error reports but not linked from the code; the gateway and nginx never serve them.
    sourcemap: 'hidden',
    rolldownOptions: {
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        early: fileURLToPath(new URL('./src/early.ts', import.meta.url)),
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'early', test: EARLY, priority: 3 },
            {
              name: 'vendor',
              test: (id: string) => VENDOR.test(id) || FIRST_LOAD_SHARED.test(id),
              priority: 2,
            },
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
