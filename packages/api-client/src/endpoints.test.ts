import { describe, expect, it } from 'vitest';
import { wpsApi } from './api';
import { WPS_CALLS } from './contract';
import * as root from './index';

// Called by the base query itself, not by screens; the field-data beacon goes by `navigator.sendBeacon`, which
// outlives the page, never through the api.
const INTERNAL = new Set(['rsaKey', 'vitalsBeacon']);

describe('endpoints', () => {
  it('cover every call of the contract under its own name', () => {
    const endpoints = Object.keys(wpsApi.endpoints);
    const missing = Object.keys(WPS_CALLS).filter((name) => !INTERNAL.has(name) && !endpoints.includes(name));
    expect(missing).toEqual([]);
  });

  it('export a hook for every endpoint from the package root', () => {
    const hooks = Object.keys(root).filter((name) => /^use\w+(Query|Mutation)$/.test(name));
    for (const name of Object.keys(wpsApi.endpoints)) {
      const capital = name[0]?.toUpperCase() + name.slice(1);
      expect(hooks.some((hook) => hook === `use${capital}Query` || hook === `use${capital}Mutation`)).toBe(
        true,
      );
    }
  });
});
