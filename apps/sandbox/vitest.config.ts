import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file seeds its own database once (600+ games, scrypt hashes): allow for it on 2 busy cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files share a worker's module cache, so the seeded database image is built once per worker, not per file.
    // Every test still opens its own database from that image, so no state leaks between files.
    isolate: false,
  },
});
