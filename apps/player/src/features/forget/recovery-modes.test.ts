import { selectFeatures } from '@wps-mobile/config';
import { describe, expect, it } from 'vitest';
import { recoveryModes } from './recovery-modes';

describe('recovery modes', () => {
  it('offers phone first when the merchant verifies mobiles by SMS code', () => {
    expect(recoveryModes(selectFeatures({ MOBILEVERCODELOGIN3: true }))).toEqual(['phone', 'email']);
  });

  it('offers only e-mail otherwise', () => {
    expect(recoveryModes(selectFeatures({}))).toEqual(['email']);
    expect(recoveryModes(selectFeatures({ MOBILEVERCODELOGIN3: false }))).toEqual(['email']);
  });
});
