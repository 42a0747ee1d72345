// The one place that says which Chromium the tests, the bench and the consumer test drive, and how.

/** Debian's package unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Flags for a headless Chromium on a machine without a GPU, with a small /dev/shm and no outside network.
 * The background-networking flags keep Chromium from calling home (which would fail and add noise).
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
