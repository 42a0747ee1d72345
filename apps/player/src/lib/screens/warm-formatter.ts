import { intlWarmed } from '@wps-mobile/app-shell';
import { DEFAULT_LANGUAGE, routePath, type RouteId } from '@wps-mobile/config';
import { readStoredLanguage } from '@wps-mobile/i18n';

/**
 * The browser's first `Intl` formatter of a kind costs about 20 ms on a fast machine, four times that on a slow
 * phone, whatever its options (it loads the locale data the later ones share). A landing screen that formats
 * numbers or dates in its first render builds one with `build` (given the reader's language) in a task of its own when the screen's code
 * arrives, not inside that render, where it made the start's longest task. Only on a visit that opens on the
 * screen: other pages may load the screen's chunk too, and would pay for a formatter they do not use.
 * It waits for the early script's worker (`intlWarmed`), which loads the locale data off the main thread: built
 * after it, the formatter costs about a millisecond; built beside it, the main thread would pay again.
 */
export function warmFormatterOn(route: RouteId, build: (language: string) => unknown): void {
  if (window.location.pathname === routePath(route))
    void intlWarmed().then(() => setTimeout(() => build(readStoredLanguage() ?? DEFAULT_LANGUAGE), 0));
}
