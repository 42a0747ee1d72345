import { bootShellPlugin } from '@wps-mobile/build-tools/boot-shell-plugin';
import { buildVersionPlugin } from '@wps-mobile/build-tools/build-version-plugin';
import { filesBeyondEntries } from '@wps-mobile/build-tools/chunk-files';
import { compileHintsPlugin } from '@wps-mobile/build-tools/compile-hints';
import { appScriptPriority } from '@wps-mobile/build-tools/script-priority';
import { serviceWorkerPlugin } from '@wps-mobile/build-tools/service-worker-plugin';
import { BUILD_VERSION_META, webAppManifest } from '@wps-mobile/config';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite';

/** Package and lib code (never the 28 lazily loaded languages). */
const SHARED_CODE = /(packages[\\/][a-z-]+[\\/]src|apps[\\/]agent[\\/]src[\\/]lib)[\\/](?!locales)/;

const FORMS = /(packages[\\/]ui[\\/]src[\\/]form|apps[\\/]agent[\\/]src[\\/]lib[\\/]team)[\\/]/;

const BASE = '/m/agent-app/';

/**
 * Agent home is where the agent centre is entered: its screen's files are preloaded from the HTML, so they
 * download beside the entry instead of after the entry has run, read the config and started the router.
 */
function preloadLandingScreen(): Plugin {
  return {
    name: 'wps-agent-landing-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        const home = chunks.find((chunk) => chunk.isDynamicEntry && chunk.name === 'agent-home-screen');
        if (!home) throw new Error('the agent home screen chunk was not built');
        const files = filesBeyondEntries(ctx.bundle ?? {}, home);
        const scripts = files.filter((file) => file.endsWith('.js'));
        const styles = files.filter((file) => file.endsWith('.css'));
        const link = (attrs: Record<string, string | boolean>): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true },
          injectTo: 'head',
        });
        return [
          ...scripts.map((file) => link({ rel: 'modulepreload', href: `${BASE}${file}` })),
          ...styles.map((file) => link({ rel: 'preload', as: 'style', href: `${BASE}${file}` })),
        ];
      },
    },
  };
}

// The agent build sits beside the player build under `/m`, in its own folder so no file collides.
export default defineConfig({
  base: BASE,
  plugins: [
    // The loading shell in `#root` (its rules: the `.boot-shell` block of agent.css).
    bootShellPlugin(),
    // The build's version in the HTML, for the field-data beacons (no JavaScript before the first render).
    buildVersionPlugin(BUILD_VERSION_META),
    react(),
    // The loading shell's stylesheets and the runtime config before the app's scripts.
    appScriptPriority({ keepEntries: [] }),
    preloadLandingScreen(),
    // The code the first render runs compiles while it downloads, off the main thread, not function by function.
    compileHintsPlugin(),
    // The agent's worker keeps this build's files; the player's worker (scope `/m/`) serves them to agent pages.
    serviceWorkerPlugin({
      name: 'agent',
      runtimeOnly: [/[\\/]i18n[\\/]src[\\/]locales[\\/]/],
      manifest: webAppManifest('agent'),
    }),
  ],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Class fields and the rest of ES2022 ship as written (every browser since 2021 runs them), not rewritten
    // into helper calls: smaller code in every chunk.
    target: 'es2022',
    // Maps are written for error reports but not linked from the code; the gateway and nginx never serve them.
    sourcemap: 'hidden',
    // A phone on slow 4G over HTTP/1.1 fetches six files at a time, so each small file costs a round trip
    // (the agent home waited on three rounds of them). What the entry runs is one file; the package and lib
    // code screens share is one more; code a single screen needs stays in that screen's chunk.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'core', tags: ['$initial'], priority: 2 },
            // The kit's form hook and the account search built on it: the agent's forms share them, agent home
            // has none, so they stay out of the shared chunk it loads.
            { name: 'forms', test: FORMS, priority: 2, includeDependenciesRecursively: false },
            // Only what most screens share: with every module two screens share (the old rule), agent home loaded
            // the report fields, tables and dialogs of the other screens before its first render (6.2 KB brotli
            // instead of 1.6). Code fewer screens share goes into the small chunks the bundler makes per set of
            // screens.
            { name: 'screens-shared', test: SHARED_CODE, minShareCount: 8, priority: 1 },
          ],
        },
      },
    },
  },
});
