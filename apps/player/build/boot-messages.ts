import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BOOT_MESSAGES_PATH, DEFAULT_LANGUAGE } from '@wps-mobile/config';
import type { BootMessages } from '../src/lib/first-paint/boot-message';

/** The label tables' folder: `locales/<language in lower case>/errors.json` beside the i18n package's source. */
function localesFolder(): string {
  const entry = createRequire(import.meta.url).resolve('@wps-mobile/i18n');
  return path.join(path.dirname(entry), 'locales');
}

/**
 * Every language's pair of start-up messages from its label table (`errors.noInternet`, `errors.serviceOutage`),
 * keyed by the language's code as the app stores it (`EN`, `AR`). A language without one of them has English's.
 */
export function readBootMessages(folder = localesFolder()): BootMessages {
  const messages: Record<string, [string, string]> = {};
  const read = (language: string) =>
    JSON.parse(readFileSync(path.join(folder, language, 'errors.json'), 'utf8')) as Record<string, unknown>;
  const english = read('en');
  const text = (table: Record<string, unknown>, key: string) =>
    typeof table[key] === 'string' && table[key] !== '' ? table[key] : String(english[key]);
  for (const language of readdirSync(folder).sort()) {
    const table = read(language);
    messages[language.toUpperCase()] = [text(table, 'noInternet'), text(table, 'serviceOutage')];
  }
  return messages;
}

const SHELL_START = '<div class="boot-shell"';

const attributeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Puts the default language's two messages on the loading shell (`data-line0`, `data-line1`), so a first visit,
 * which has no stored language, says what is wrong without fetching the file first.
 */
export function withDefaultMessages(html: string, messages: BootMessages): string {
  const own = messages[DEFAULT_LANGUAGE];
  if (!own) throw new Error(`No start-up messages for ${DEFAULT_LANGUAGE}`);
  if (!html.includes(SHELL_START))
    throw new Error('index.html has no loading shell for the start-up messages');
  const lines = own.map((text, index) => ` data-line${index}="${attributeText(text)}"`).join('');
  return html.replace(SHELL_START, `${SHELL_START}${lines}`);
}

/**
 * Writes `boot-messages.json` beside `index.html` for the early script's message in the loading shell
 * (`src/lib/first-paint/boot-message.ts`), and the default language's pair into the shell itself. The file is an
 * emitted file of the build, so the worker precaches it and it is read offline.
 */
export function bootMessagesPlugin(): Plugin {
  let messages: BootMessages = {};
  return {
    name: 'wps-boot-messages',
    apply: 'build',
    // Read when a build starts, not when the config is loaded (the dev server never uses them).
    buildStart() {
      messages = readBootMessages();
      this.emitFile({
        type: 'asset',
        fileName: path.posix.basename(BOOT_MESSAGES_PATH),
        source: JSON.stringify(messages),
      });
    },
    // After the shell is in the page (`bootShellPlugin`, an early transform).
    transformIndexHtml: { order: 'post', handler: (html) => withDefaultMessages(html, messages) },
  };
}
