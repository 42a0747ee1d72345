// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage } from './change-language';
import { createI18n } from './setup';
import { LANGUAGE_STORAGE_KEY } from './storage';

describe('changeLanguage', () => {
  beforeEach(() => localStorage.clear());

  it('loads the chunk on demand, switches, persists the choice and lays out right to left', async () => {
    const i18n = await createI18n({ language: 'EN' });
    expect(i18n.hasResourceBundle('ar', 'translation')).toBe(false);
    const code = await changeLanguage(i18n, 'ar');
    expect(code).toBe('AR');
    expect(currentLanguage(i18n)).toBe('AR');
    expect(i18n.t('header.login')).toBe('تسجيل الدخول');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('AR');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('switches back to a left-to-right language', async () => {
    const i18n = await createI18n({ language: 'AR' });
    await changeLanguage(i18n, 'EN');
    expect(i18n.t('header.login')).toBe('Login');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('EN');
  });

  it('writes to the storage it is given and survives a storage that throws', async () => {
    const i18n = await createI18n();
    const saved: string[] = [];
    await changeLanguage(i18n, 'AR', {
      storage: { getItem: () => null, setItem: (_k, v) => void saved.push(v) },
    });
    expect(saved).toEqual(['AR']);
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    await expect(changeLanguage(i18n, 'EN', { storage: blocked })).resolves.toBe('EN');
  });
});
