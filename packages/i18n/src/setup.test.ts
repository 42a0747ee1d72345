// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { AGENT_ENGLISH, loadPlayerDeferredEnglish, PLAYER_ENGLISH } from './english';
import en from './locales/en';
import { addEnglish, createI18n } from './setup';
import { LANGUAGE_STORAGE_KEY } from './storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('createI18n', () => {
  beforeEach(() => localStorage.clear());

  it('translates English labels with {{name}} interpolation', async () => {
    const i18n = await createI18n();
    expect(i18n.t('routes.home')).toBe('Home');
    expect(i18n.t('nav.unclaimedBadge', { count: 3 })).toBe('3 unclaimed');
    expect(i18n.t('categories.COCKFIGHT')).toBe('Sabong');
  });

  it('fills the spec positional placeholders {0} and {1} from numeric keys or an args array', async () => {
    const i18n = await createI18n();
    expect(i18n.t('member.joinDays', { 0: 'Lucky Star', 1: 12 })).toBe('Join Lucky Star on the 12 day');
    expect(i18n.t('validation.feedbackLength', { args: [10, 500] })).toBe(
      'Content must be between 10 and 500 words',
    );
  });

  it('loads the chosen language before the first render and sets html lang and dir', async () => {
    const i18n = await createI18n({ language: 'AR' });
    expect(i18n.language).toBe('ar');
    expect(i18n.t('routes.home')).toBe('الرئيسية');
    expect(i18n.t('member.joinDays', { 0: 'Lucky', 1: 3 })).toContain('Lucky');
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    await createI18n({ language: 'EN' });
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the stored language when none is given, and in English for an unknown code', async () => {
    const stored = await createI18n({ storage: memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'AR' }) });
    expect(stored.language).toBe('ar');
    const unknown = await createI18n({ language: 'XX' });
    expect(unknown.language).toBe('en');
  });

  it('throws on a key English lacks in strict mode', async () => {
    const i18n = await createI18n({ strict: true });
    expect(() => i18n.t('nav.nothing' as 'nav.deposit')).toThrow(/Missing label: nav.nothing/);
  });

  it('falls back to English for a key the language lacks, and shows the key rather than throwing in production', async () => {
    const i18n = await createI18n({ language: 'AR' });
    i18n.addResource('en', 'translation', 'nav.onlyEnglish', 'Only in English');
    expect(i18n.t('nav.onlyEnglish' as 'nav.deposit')).toBe('Only in English');
    expect(i18n.t('nav.nowhere' as 'nav.deposit')).toBe('nav.nowhere');
  });

  it('loads the whole English table when the app names no English areas', async () => {
    const i18n = await createI18n({ strict: true });
    expect(i18n.getResourceBundle('en', 'translation')).toEqual(en);
    expect(i18n.t('routes.agentHome')).toBe('Agent centre');
    expect(i18n.t('trial.start')).toBe('Start free trial');
  });

  it('translates only the English areas the app bundles', async () => {
    const i18n = await createI18n({ language: 'EN', english: AGENT_ENGLISH, strict: true });
    expect(i18n.t('routes.agentHome')).toBe('Agent centre');
    expect(i18n.t('routes.home')).toBe('Home');
    expect(() => i18n.t('member.joinDays')).toThrow(/Missing label: member.joinDays/);
  });

  it("falls back to the app's English for a key another language lacks", async () => {
    const nav = { ...AGENT_ENGLISH.nav, onlyEnglish: 'Only in English' };
    const i18n = await createI18n({ language: 'AR', english: { ...AGENT_ENGLISH, nav }, strict: true });
    expect(i18n.t('nav.onlyEnglish' as 'nav.deposit')).toBe('Only in English');
    expect(i18n.t('routes.home')).toBe('الرئيسية');
  });

  it("adds the player's deferred areas when its later pages need them, keeping what it has", async () => {
    const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
    expect(() => i18n.t('wallet.mainWallet')).toThrow(/Missing label: wallet.mainWallet/);
    addEnglish(i18n, await loadPlayerDeferredEnglish());
    expect(i18n.t('wallet.mainWallet')).toBe('Main wallet');
    expect(i18n.t('routes.home')).toBe('Home');
  });
});
