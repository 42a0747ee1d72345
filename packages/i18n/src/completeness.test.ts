import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { coverage, flattenKeys, placeholders } from './completeness';
import { allCoverage, reportMarkdown } from './completeness-report';
import { LANGUAGE_CODES } from './languages';
import { LABEL_LOADERS } from './loaders';
import en from './locales/en';

describe('completeness checker', () => {
  it('reports missing and extra keys, lost placeholders and untranslated text', () => {
    const table = {
      nav: { members: 'Members', unclaimedBadge: 'sin reclamar' },
      member: { joinDays: 'Únete a {0}', unknown: 'x' },
    };
    const result = coverage('ES', en, table);
    expect(result.missing).toContain('nav.deposit');
    expect(result.extra).toEqual(['member.unknown']);
    expect(result.placeholderMismatches.sort()).toEqual(['member.joinDays', 'nav.unclaimedBadge']);
    expect(result.sameAsEnglish).toEqual(['nav.members']);
  });

  it('reads the keys of a group inside an area', () => {
    const keys = flattenKeys({ account: { title: 'Register', register: { closed: 'Closed', x: 'y' } } });
    expect([...keys.keys()]).toEqual(['account.title', 'account.register.closed', 'account.register.x']);
    expect(keys.get('account.register.closed')).toBe('Closed');
  });

  it('checks the keys of nested groups one by one', () => {
    const english = { ...en, home: { ...en.home, group: { title: 'Title', body: 'Body {{n}}' } } };
    const result = coverage('ES', english, { home: { group: { title: 'Título', extra: 'x' } } });
    expect(result.missing).toContain('home.group.body');
    expect(result.missing).not.toContain('home.group.title');
    expect(result.extra).toEqual(['home.group.extra']);
  });

  it('reads both placeholder styles', () => {
    expect(placeholders('Join {0} on the {1} day, {{ name }}')).toEqual(['{0}', '{1}', '{{name}}']);
  });
});

describe('every language', () => {
  it('has a lazily loaded table', () => {
    const withoutTable = LANGUAGE_CODES.filter((code) => code !== 'EN' && !LABEL_LOADERS[code]);
    expect(withoutTable).toEqual([]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'EN'))(
    '%s has exactly the keys and placeholders of English, translated',
    async (code) => {
      const loader = LABEL_LOADERS[code as Exclude<typeof code, 'EN'>];
      const result = coverage(code, en, loader ? (await loader()).default : {});
      expect(result.missing, 'missing keys').toEqual([]);
      expect(result.extra, 'keys English lacks').toEqual([]);
      expect(result.placeholderMismatches, 'placeholders differ from English').toEqual([]);
      // Loanwords are normal (Filipino players say Username, Deposit, Jackpot; French says Poker), and the
      // report lists them for review; a wholesale copy of English is not a translation.
      expect(result.sameAsEnglish.length, `untranslated: ${result.sameAsEnglish.join(', ')}`).toBeLessThan(
        result.total * 0.15,
      );
    },
  );

  it('matches the committed COMPLETENESS.md (run `pnpm --filter @wps-mobile/i18n report`)', async () => {
    const committed = await readFile(new URL('../COMPLETENESS.md', import.meta.url), 'utf8');
    expect(committed).toBe(await reportMarkdown(await allCoverage()));
  });
});
