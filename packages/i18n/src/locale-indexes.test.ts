import { describe, expect, it } from 'vitest';
import { englishAreas, localeCodes, localeIndexes, localeIndexSource } from '../scripts/locale-indexes';
import { LANGUAGE_CODES } from './languages';

describe('locale index files', () => {
  it('are what `pnpm --filter @wps-mobile/i18n gen:locales` writes', async () => {
    const stale = (await localeIndexes())
      .filter(({ expected, actual }) => expected !== actual)
      .map(({ file }) => file.pathname.split('/src/')[1]);
    expect(stale, 'run pnpm --filter @wps-mobile/i18n gen:locales').toEqual([]);
  });

  it('exist for every language and only for them', async () => {
    const codes = await localeCodes();
    expect([...codes].sort()).toEqual(LANGUAGE_CODES.map((code) => code.toLowerCase()).sort());
  });

  it('import every English area, and name an area with a hyphen by a quoted key', async () => {
    const areas = await englishAreas();
    expect(areas).toContain('wallet');
    const source = localeIndexSource('ar', ['agent-team', 'wallet']);
    expect(source).toContain("import agentTeam from './agent-team.json';");
    expect(source).toContain("  'agent-team': agentTeam,\n  wallet,\n} satisfies LabelTable;");
    expect(localeIndexSource('en', areas)).not.toContain('satisfies');
  });
});
