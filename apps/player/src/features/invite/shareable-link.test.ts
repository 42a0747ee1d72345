import { describe, expect, it } from 'vitest';
import { shareableLink } from './shareable-link';

const ORIGIN = 'https://m.luckypeso.example';

describe('shareable referral link', () => {
  it('keeps our own registration link, made absolute', () => {
    expect(shareableLink('/m/register?affiliateCode=INV00002', ORIGIN)).toBe(
      'https://m.luckypeso.example/m/register?affiliateCode=INV00002',
    );
    expect(shareableLink(`${ORIGIN}/m/register?affiliateCode=A1`, ORIGIN)).toBe(
      'https://m.luckypeso.example/m/register?affiliateCode=A1',
    );
  });

  it("keeps another site's http(s) address, the merchant's main domain for example", () => {
    expect(shareableLink('https://luckypeso.example/m/register?affiliateCode=A1', ORIGIN)).toBe(
      'https://luckypeso.example/m/register?affiliateCode=A1',
    );
  });

  it('refuses script, data and protocol-relative tricks', () => {
    expect(shareableLink('javascript:alert(1)', ORIGIN)).toBeUndefined();
    expect(shareableLink('data:text/html,<b>x</b>', ORIGIN)).toBeUndefined();
    expect(shareableLink('//evil.example/m/register', ORIGIN)).toBeUndefined();
    expect(shareableLink('/\\evil.example', ORIGIN)).toBeUndefined();
    expect(shareableLink('', ORIGIN)).toBeUndefined();
  });
});
