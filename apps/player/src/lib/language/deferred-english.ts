import { addEnglish, type createI18n } from '@wps-mobile/i18n';
import { loadPlayerDeferredEnglish } from '@wps-mobile/i18n/english';

type I18n = Awaited<ReturnType<typeof createI18n>>;

let target: Promise<I18n> | undefined;
let added: Promise<void> | undefined;

/** Names the instance the later pages' English goes into: `main.tsx`, as soon as it starts creating it. */
export function deferEnglishInto(instance: Promise<I18n>): void {
  target = instance;
}

/**
 * Fetches the English areas only the later pages use (money, promotions, help, inbox) once, and adds them to the
 * app's instance. A later page's first visit waits for it beside its own code (`app/route-table.tsx`); like a
 * screen's code, a fetch that failed stays failed until the page is loaded again.
 */
export function loadDeferredEnglish(): Promise<void> {
  added ??= Promise.all([target, loadPlayerDeferredEnglish()]).then(([instance, areas]) => {
    if (instance) addEnglish(instance, areas);
  });
  return added;
}
