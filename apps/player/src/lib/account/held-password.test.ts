import { afterEach, describe, expect, it } from 'vitest';
import { forgetHeldPassword, heldPassword, holdPassword } from './held-password';

describe('held password', () => {
  afterEach(forgetHeldPassword);

  it('is given back for its own account only, and is kept out of storage', () => {
    holdPassword('newbie01', 'Newbie123');
    expect(heldPassword('newbie01')).toBe('Newbie123');
    expect(heldPassword('player01')).toBeUndefined();
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('Newbie123');
  });

  it('is gone once forgotten or replaced', () => {
    holdPassword('newbie01', 'Newbie123');
    holdPassword('newbie01', 'Changed456');
    expect(heldPassword('newbie01')).toBe('Changed456');
    forgetHeldPassword();
    expect(heldPassword('newbie01')).toBeUndefined();
  });
});
