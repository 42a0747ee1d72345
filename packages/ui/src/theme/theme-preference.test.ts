import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@wps-mobile/config';
import {
  applyThemeChoice,
  readThemeChoice,
  saveThemeChoice,
  startThemePreference,
  THEME_ATTRIBUTE,
} from './theme-preference';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.removeAttribute(THEME_ATTRIBUTE);
});

describe('theme preference', () => {
  it('follows the system until a choice is made', () => {
    expect(readThemeChoice()).toBe('system');
  });

  it('remembers light and dark, and forgets the choice for System', () => {
    saveThemeChoice('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    expect(readThemeChoice()).toBe('dark');
    saveThemeChoice('system');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
    expect(readThemeChoice()).toBe('system');
  });

  it('treats an unknown stored value as System', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'sepia');
    expect(readThemeChoice()).toBe('system');
  });

  it('sets data-theme on <html> for light and dark and removes it for System', () => {
    applyThemeChoice('light');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    applyThemeChoice('dark');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    applyThemeChoice('system');
    expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });

  it('applies the remembered choice at start and follows a change made in another tab', () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'dark');
    const stop = startThemePreference();
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: 'light' }));
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: null }));
    expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.theme, newValue: 'dark' }));
    expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });

  it('ignores other storage keys', () => {
    const stop = startThemePreference();
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.language, newValue: 'dark' }));
    expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    stop();
  });
});
