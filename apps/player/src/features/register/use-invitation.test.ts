import { describe, expect, it } from 'vitest';
import { invitationCodeFromUrl } from './use-invitation';

describe('invitationCodeFromUrl', () => {
  it('reads affiliateCode (agent links) first, then code (older links)', () => {
    expect(invitationCodeFromUrl(new URL('https://x.example/m/register?affiliateCode=AGENT01'))).toBe(
      'AGENT01',
    );
    expect(invitationCodeFromUrl(new URL('https://x.example/m/register?code=AB12'))).toBe('AB12');
    expect(invitationCodeFromUrl(new URL('https://x.example/m/register?code=%20&affiliateCode=A1B2'))).toBe(
      'A1B2',
    );
    expect(invitationCodeFromUrl(new URL('https://x.example/m/register'))).toBe('');
  });
});
