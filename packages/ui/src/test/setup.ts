import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setProjectAnnotations } from '@storybook/react';
import { afterEach } from 'vitest';
import preview from '../../.storybook/preview';

// Composed stories get the same decorators and loaders (language, brand theme) as in Storybook.
setProjectAnnotations(preview);

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
