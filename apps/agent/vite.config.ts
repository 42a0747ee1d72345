import { serviceWorkerPlugin } from '@wps-mobile/build-tools/service-worker-plugin';
import { webAppManifest } from '@wps-mobile/config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The agent build sits beside the player build under `/m`, in its own folder so no file collides.
export default defineConfig({
  base: '/m/agent-app/',
  plugins: [
    react(),
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
    target: 'es2020',
    // Maps are written for error reports but not linked from the code; the gateway and nginx never serve them.
    sourcemap: 'hidden',
  },
});
