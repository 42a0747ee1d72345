import { STORAGE_KEYS } from '@wps-mobile/config';

/** The player's theme choice: follow the system (`prefers-color-scheme`), or always light or dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';

export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** The attribute on `<html>` that tokens.css reads; absent means System. */
export const THEME_ATTRIBUTE = 'data-theme';

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (private modes, embedded browsers): the system's preference applies.
    return undefined;
  }
}

function toChoice(value: string | null | undefined): ThemeChoice {
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** The remembered choice on this device (both apps share it); `system` when none or unreadable. */
export function readThemeChoice(): ThemeChoice {
  try {
    return toChoice(storage()?.getItem(STORAGE_KEYS.theme));
  } catch {
    return 'system';
  }
}

/** Remembers the choice; `system` forgets it, so a later change of the system's theme is followed again. */
export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage()?.removeItem(STORAGE_KEYS.theme);
    else storage()?.setItem(STORAGE_KEYS.theme, choice);
  } catch {
    // Full or blocked storage: the choice still applies to this page.
  }
}

/** Shows the page in the chosen theme by setting (or, for System, removing) `data-theme` on `<html>`. */
export function applyThemeChoice(choice: ThemeChoice, root: HTMLElement = document.documentElement): void {
  if (choice === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, choice);
}

/**
 * Applies the remembered choice at once (call it first thing in the entry module, before the first render) and
 * follows changes made in another tab or in the other app. Returns a function that stops following.
 */
export function startThemePreference(): () => void {
  applyThemeChoice(readThemeChoice());
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.theme || event.key === null) applyThemeChoice(toChoice(event.newValue));
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
