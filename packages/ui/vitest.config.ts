import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Component stylesheets are imported for their side effect only; Vitest's default (`css.include: []`)
    // turns them into empty modules, which is what tests want: jsdom does no layout anyway.
  },
});
