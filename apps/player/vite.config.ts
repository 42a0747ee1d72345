import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The player build owns the root of `/m`; the agent build lives beside it in `/m/agent-app/`.
export default defineConfig({
  base: '/m/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2020',
    // Maps are written for error reports but not linked from the code; the gateway and nginx never serve them.
    sourcemap: 'hidden',
  },
});
