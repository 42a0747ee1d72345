import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The start of the app in three files instead of about thirty: a phone on slow 4G over HTTP/1.1 fetches six
 * at a time, so many small shared chunks cost round trips. `vendor` is the libraries the first render runs
 * (React, the router, RTK, i18next), `common` the package and lib code that at least eight chunks share
 * (buttons, icons, dialogs, the api's core); code only one screen or a few need stays in their own chunks.
 */
const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@reduxjs[\\/]toolkit|immer|reselect|redux|redux-thunk|react-redux|i18next|react-i18next|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

const COMMON = /(packages[\\/][a-z-]+[\\/]src|apps[\\/]player[\\/]src[\\/]lib)[\\/](?!locales)/;

// The player build owns the root of `/m`; the agent build lives beside it in `/m/agent-app/`.
export default defineConfig({
  base: '/m/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2020',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: VENDOR, priority: 2 },
            { name: 'common', test: COMMON, minShareCount: 16, priority: 1 },
          ],
        },
      },
    },
  },
});
