import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The agent build sits beside the player build under `/m`, in its own folder so no file collides.
export default defineConfig({
  base: '/m/agent-app/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2020',
    // Maps are written for error reports but not linked from the code; the gateway and nginx never serve them.
    sourcemap: 'hidden',
  },
});
