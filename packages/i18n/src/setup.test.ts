// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createI18n } from './setup';

describe('createI18n', () => {
  it('translates English labels with interpolation', async () => {
    const i18n = await createI18n();
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('nav.unclaimedBadge', { count: 3 })).toBe('3 unclaimed');
  });

  it('sets html lang and dir for a right-to-left language', async () => {
    await createI18n({ language: 'AR' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await createI18n({ language: 'EN' });
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('throws on a missing key in strict mode', async () => {
    const i18n = await createI18n({ strict: true });
    expect(() => i18n.t('nav.nothing' as 'nav.home')).toThrow(/Missing label: nav.nothing/);
  });
});
