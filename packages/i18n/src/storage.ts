/**
 * Local-storage key of the chosen language. It must equal STORAGE_KEYS.language of @wps-mobile/config
 * ('language'); it is repeated here because i18n imports nothing of ours (see docs/architecture.md).
 */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The part of the Web Storage API the language preference needs (tests pass a fake). */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): LanguageStorage | undefined {
  // Reading localStorage throws in some private modes and sandboxed frames; a missing preference is fine.
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored language code, if any (not validated: callers map it with toLanguageCode). */
export function readStoredLanguage(storage = defaultStorage()): string | undefined {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Remembers the chosen language; a full or blocked storage only costs the preference. */
export function storeLanguage(language: string, storage = defaultStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Quota or privacy errors: the choice still applies to this page.
  }
}
