import { BOOT_MESSAGES_PATH, DEFAULT_LANGUAGE } from '@wps-mobile/config';

// `BOOT_MESSAGES_PATH` holds each language's two start-up messages, as the build writes them from the label tables
// (`build/boot-messages.ts`): `[errors.noInternet, errors.serviceOutage]`. A file of its own, fetched only when
// something is wrong, so the early script carries a few lines of code instead of 29 languages' text; the player's
// worker precaches it with the build, so it is there offline. The default language's pair is also in the page.

/** The messages' places in the file's pairs. */
export const NO_INTERNET = 0;
export const SERVICE_OUTAGE = 1;

export type BootMessages = Record<string, readonly [noInternet: string, serviceOutage: string]>;

/**
 * Says in the loading shell why the app is slow to come: no connection, or the service down. It runs in the early
 * script, a second or more before the app's libraries have run on a slow phone, so a player opening the app
 * offline or during an outage reads the reason at once instead of watching a spinner. The app says the same once
 * it runs (its connectivity line, the outage page) and its first render replaces the shell. Said once; nothing
 * happens without the shell or the file.
 */
export function showBootMessage(
  which: typeof NO_INTERNET | typeof SERVICE_OUTAGE,
  language: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): void {
  const shell = document.querySelector<HTMLElement>('#root > .boot-shell');
  if (!shell || shell.dataset.message) return;
  shell.dataset.message = String(which);
  const say = (text = '') => {
    const line = document.createElement('p');
    line.textContent = text;
    shell.append(line);
  };
  // The default language's pair is in the shell itself (`data-line0`, `data-line1`, written by the build): a first
  // visit reads it at once, not one more round trip later.
  const own = language === DEFAULT_LANGUAGE ? shell.dataset[`line${which}`] : undefined;
  if (own) return say(own);
  fetchImpl(BOOT_MESSAGES_PATH)
    .then((response) => response.json())
    .then((messages: BootMessages) => say((messages[language] ?? messages[DEFAULT_LANGUAGE])?.[which]))
    .catch(() => {
      // No message in the shell: the app says it once it runs.
    });
}
