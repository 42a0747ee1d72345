import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The merchant's own server answers /wps; in the consumer test that is the sandbox gateway (WPS_GATEWAY).
const gateway = process.env.WPS_GATEWAY ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/wps': gateway } },
  preview: { proxy: { '/wps': gateway } },
  test: { environment: 'jsdom', include: ['src/**/*.test.ts'] },
});
