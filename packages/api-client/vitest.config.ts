import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // RSA key generation and the sandbox's SQLite start take seconds when every workspace tests at once.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
