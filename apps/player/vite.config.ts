import { serviceWorkerPlugin } from '@wps-mobile/build-tools/service-worker-plugin';
import { AGENT_PREFIXES, DEFAULT_APP_ICONS, pathsOf, webAppManifest } from '@wps-mobile/config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The player build owns the root of `/m`; the agent build lives beside it in `/m/agent-app/`.
export default defineConfig({
  base: '/m/',
  plugins: [
    react(),
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
    target: 'es2020',
    // Maps are written for error reports but not linked from the code; the gateway and nginx never serve them.
    sourcemap: 'hidden',
  },
});
