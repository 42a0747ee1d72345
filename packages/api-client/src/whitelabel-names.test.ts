import { WHITELABEL_FEATURES } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { WHITELABEL_FLAGS } from './contract';

describe('white-label flag names', () => {
  it('are the same in config (features the apps read) and in the contract (what the platform sends)', () => {
    expect(Object.values(WHITELABEL_FEATURES).sort()).toEqual([...WHITELABEL_FLAGS].sort());
  });
});
