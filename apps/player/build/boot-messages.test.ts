import { LANGUAGE_CODES, loadLabels } from '@wps-mobile/i18n';
import { describe, expect, it } from 'vitest';
import { readBootMessages } from './boot-messages';

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
});
