import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file seeds its own database once (600+ games, scrypt hashes): allow for it on 2 cores.
    testTimeout: 20_000,
  },
});
