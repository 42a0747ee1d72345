import { useAppSelector } from '../store/store-hooks';
import { useDebouncedValue } from './use-debounced-value';

/** How long a list waits after the last language change before it reloads in the new language (spec section 9). */
export const LANGUAGE_RELOAD_DELAY_MS = {
  login: 200,
  gameList: 200,
  winnerBoard: 250,
  gameVendors: 250,
} as const;

/**
 * The chosen language once it has stayed the same for `delayMs`: a list asked for in it reloads once, in the
 * last language, however quickly the player goes through the picker.
 */
export function useSettledLanguage(delayMs: number): string {
  return useDebouncedValue(
    useAppSelector((state) => state.preferences.language),
    delayMs,
  );
}
