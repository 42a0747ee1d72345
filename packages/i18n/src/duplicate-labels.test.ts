import { describe, expect, it } from 'vitest';
import { ALLOWED_DUPLICATES } from './duplicate-labels-allowed';
import { duplicateLabels, unexplainedDuplicates } from './duplicate-labels';
import en from './locales/en';

describe('duplicate label finder', () => {
  const table = {
    common: { loading: 'Loading…', close: 'Close' },
    app: { loading: 'Loading…', menu: 'Menu' },
    wallet: { records: { waiting: 'Loading…' }, title: 'Menu' },
  };

  it('groups the keys, nested ones too, that hold the same English text', () => {
    expect([...duplicateLabels(table)]).toEqual([
      ['Loading…', ['common.loading', 'app.loading', 'wallet.records.waiting']],
      ['Menu', ['app.menu', 'wallet.title']],
    ]);
  });

  it('accepts a group an entry names exactly, in any order, and reports the others', () => {
    const allowed = [{ keys: ['wallet.title', 'app.menu'], why: 'a title and a button' }];
    expect(unexplainedDuplicates(duplicateLabels(table), allowed)).toEqual({
      unlisted: ['"Loading…": common.loading, app.loading, wallet.records.waiting'],
      stale: [],
    });
  });

  it('reports a group that gained a key beside its entry, and an entry that matches no group', () => {
    const grown = { ...table, nav: { menu: 'Menu' } };
    const allowed = [
      { keys: ['app.menu', 'wallet.title'], why: 'a title and a button' },
      { keys: ['common.close', 'ui.close'], why: 'gone' },
    ];
    const result = unexplainedDuplicates(duplicateLabels(grown), allowed);
    expect(result.unlisted).toContain('"Menu": app.menu, wallet.title, nav.menu');
    expect(result.stale).toEqual(['app.menu, wallet.title', 'common.close, ui.close']);
  });
});

describe('the English tables', () => {
  const { unlisted, stale } = unexplainedDuplicates(duplicateLabels(en), ALLOWED_DUPLICATES);

  it('hold each text under one key, but for the allowed groups', () => {
    expect(
      unlisted,
      `${unlisted.length} texts under several keys: use one key, or name the group in ` +
        `src/duplicate-labels-allowed.ts with the reason:\n${unlisted.join('\n')}\n`,
    ).toEqual([]);
  });

  it('allow only groups that still exist, exactly as listed', () => {
    expect(stale, 'remove or update these entries of src/duplicate-labels-allowed.ts').toEqual([]);
  });
});
