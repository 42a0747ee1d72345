import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageInfo } from './language-list';
import { LANGUAGE_CODES } from './languages';

describe('LANGUAGES', () => {
  it('lists every language once, English first, with a native name', () => {
    expect(LANGUAGES.map((language) => language.code)).toEqual([...LANGUAGE_CODES]);
    expect(LANGUAGES[0]?.code).toBe('EN');
    for (const language of LANGUAGES) expect(language.nativeName.trim()).not.toBe('');
  });

  it('lays out exactly Arabic, Persian and Urdu right to left', () => {
    const rtl = LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.code);
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('shows every flag from a local SVG drawn in the package, never from the network', async () => {
    const files = await readdir(new URL('./flags/', import.meta.url));
    for (const file of files.filter((name) => name.endsWith('.svg'))) {
      const svg = await readFile(new URL(`./flags/${file}`, import.meta.url), 'utf8');
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 30 20"/);
      expect(svg, file).not.toMatch(/<image|<text|href=/);
      expect(svg.length, file).toBeLessThan(1200);
    }
    for (const { code, flag } of LANGUAGES) {
      // Vite inlines small assets as data URLs and serves larger ones from the package's flags folder.
      expect(flag, code).toMatch(/^data:image\/svg\+xml,|\/flags\/[a-z]{2}\.svg$/);
    }
  });

  it('maps MY to Burmese and MS to Malay, and unknown codes to English', () => {
    expect(languageInfo('my').englishName).toBe('Burmese');
    expect(languageInfo('MS').englishName).toBe('Malay');
    expect(languageInfo('xx').code).toBe('EN');
  });
});
