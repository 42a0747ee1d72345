import { describe, expect, it } from 'vitest';
import {
  isFeatureOn,
  loginTabs,
  registrationTabs,
  selectFeatures,
  socialProviders,
  WHITELABEL_FEATURES,
  type Feature,
} from './whitelabel';

const features = (...on: string[]) => selectFeatures(Object.fromEntries(on.map((flag) => [flag, true])));

describe('whitelabel feature selectors', () => {
  it.each(Object.entries(WHITELABEL_FEATURES) as [Feature, string][])(
    '%s follows flag %s',
    (feature, flag) => {
      expect(isFeatureOn({ [flag]: true }, feature)).toBe(true);
      expect(isFeatureOn({ [flag]: false }, feature)).toBe(false);
      expect(isFeatureOn({}, feature)).toBe(false);
      expect(selectFeatures({ [flag]: true })[feature]).toBe(true);
    },
  );

  it('includes VIP benefits and the referral promotion', () => {
    expect(features('VIPBENEFITS', 'REFERRAL')).toMatchObject({
      vipBenefits: true,
      referral: true,
      deposit: false,
    });
  });

  it('treats a missing map (not loaded yet) as everything off', () => {
    expect(Object.values(selectFeatures(undefined)).every((on) => on === false)).toBe(true);
  });

  it('never turns a flag on from a truthy non-boolean', () => {
    const loose = { DEPOSIT: 'true', WITHDRAW: 1 } as unknown as Record<string, boolean>;
    expect(selectFeatures(loose)).toMatchObject({ deposit: false, withdraw: false });
  });
});

describe('registration and login tabs', () => {
  it('shows both registration tabs only when both methods are on, username first', () => {
    expect(registrationTabs(features('USERNAMEREG3', 'MOBILENUMREG3'))).toEqual({
      tabs: ['username', 'mobile'],
      defaultTab: 'username',
    });
    expect(registrationTabs(features('MOBILENUMREG3'))).toEqual({ tabs: ['mobile'], defaultTab: 'mobile' });
    expect(registrationTabs(features('USERNAMEREG3')).tabs).toEqual(['username']);
  });

  it('adds the SMS login tab only with MOBILEVERCODELOGIN3', () => {
    expect(loginTabs(features())).toEqual(['username']);
    expect(loginTabs(features('MOBILEVERCODELOGIN3'))).toEqual(['username', 'sms']);
  });

  it('offers social sign-in only with firebase on and the provider flag on', () => {
    const both = features('FACEBOOKLOGIN3', 'GOOGLELOGIN3');
    expect(socialProviders(both, false)).toEqual([]);
    expect(socialProviders(both, true)).toEqual(['facebook', 'google']);
    expect(socialProviders(features('GOOGLELOGIN3'), true)).toEqual(['google']);
  });
});
