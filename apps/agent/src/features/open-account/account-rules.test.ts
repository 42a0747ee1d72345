import { describe, expect, it } from 'vitest';
import { checkNewAccount } from './account-rules';

const rules = {
  username: { enabled: true, regExp: '^[a-z0-9]{6,16}$' },
  password: { enabled: true, regExp: '^(?=.*\\d)(?=.*[A-Za-z]).{8,20}$' },
};

describe('opening a downline account', () => {
  it('accepts a name and password that meet the registration rules', () => {
    expect(
      checkNewAccount({ username: 'newdown01', password: 'Newdown123', confirm: 'Newdown123' }, rules),
    ).toEqual({});
  });

  it('names each field that breaks its rule', () => {
    expect(checkNewAccount({ username: 'ab', password: 'short', confirm: 'other' }, rules)).toEqual({
      username: 'validation.accountFormat',
      password: 'validation.passwordFormat',
      confirm: 'agent.passwordMismatch',
    });
  });

  it('still asks for something when the merchant has no rule', () => {
    expect(checkNewAccount({ username: '', password: '', confirm: '' }, {})).toEqual({
      username: 'validation.accountFormat',
      password: 'validation.passwordFormat',
    });
  });
});
