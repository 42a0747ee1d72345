import { LANGUAGE_CODES, loadLabels } from '@wps-mobile/i18n';
import { describe, expect, it } from 'vitest';
import { BOOT_SHELL } from '@wps-mobile/build-tools/boot-shell-plugin';
import { readBootMessages, withDefaultMessages } from './boot-messages';

describe('the start-up messages the build writes for the loading shell', () => {
  const messages = readBootMessages();

  it("holds every language's two messages from its own label table, under the code the app stores", async () => {
    expect(Object.keys(messages).sort()).toEqual([...LANGUAGE_CODES].sort());
    const tables = await Promise.all(LANGUAGE_CODES.map((language) => loadLabels(language)));
    LANGUAGE_CODES.forEach((language, index) => {
      const { errors } = tables[index]!;
      expect(messages[language], language).toEqual([errors.noInternet, errors.serviceOutage]);
    });
    expect(messages.AR?.[0]).not.toBe(messages.EN?.[0]);
    // Each language's 29 label files are compiled on first import: seconds on a busy machine.
  }, 60_000);

  it("writes the default language's two messages into the loading shell, as attribute text", () => {
    const html = withDefaultMessages(`<div id="root">${BOOT_SHELL}</div>`, {
      EN: ['No "Internet" & <more>', 'Down'],
    });
    const shell = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector<HTMLElement>('.boot-shell');
    expect(shell?.dataset.line0).toBe('No "Internet" & <more>');
    expect(shell?.dataset.line1).toBe('Down');
    expect(shell?.getAttribute('role')).toBe('status');
    expect(() => withDefaultMessages('<div id="root"></div>', messages)).toThrow(/no loading shell/);
  });
});
