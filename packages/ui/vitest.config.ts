import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Building a jsdom environment and loading Storybook's preview per test file cost more than the tests
    // themselves (34 s against 11 s for the same suite); files in one worker share them instead. The setup
    // file cleans up the DOM, timers and <html lang dir> after every test, so no state crosses files.
    isolate: false,
    // The first story of a file pays for loading axe, Swiper and the labels; on two busy cores (every workspace
    // tests at once under turbo) that can pass 5 s, and one timed-out axe run fails every run after it.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Component stylesheets are imported for their side effect only; Vitest's default (`css.include: []`)
    // turns them into empty modules, which is what tests want: jsdom does no layout anyway.
  },
});
