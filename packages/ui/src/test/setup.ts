import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react';
import { afterEach, vi } from 'vitest';
import preview from '../../.storybook/preview';

// Composed stories get the same decorators and loaders (language, brand theme) as in Storybook.
setProjectAnnotations(preview);

// Vitest runs without globals, so Testing Library cannot register its own cleanup. Test files share one
// environment (isolate: false in vitest.config.ts), so everything a test may change is put back here.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
  document.body.removeAttribute('style');
});
