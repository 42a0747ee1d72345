import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each test file seeds its own database once (600+ games), and every login checks a password at OWASP's scrypt
    // cost (about a second on 2 busy cores; a test of rate limits makes a dozen): allow for it.
    testTimeout: 120_000,
    hookTimeout: 60_000,
    // Files share a worker's module cache, so the seeded database image is built once per worker, not per file.
    // Every test still opens its own database from that image, so no state leaks between files.
    isolate: false,
  },
});
