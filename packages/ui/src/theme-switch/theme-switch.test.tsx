import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@wps-mobile/config';
import { renderWithI18n } from '../test/render-with-i18n';
import { THEME_ATTRIBUTE } from '../theme/theme-preference';
import { useThemeChoice } from '../theme/use-theme-choice';
import { ThemeSwitch } from './theme-switch';

function RememberedSwitch() {
  const [theme, setTheme] = useThemeChoice();
  return <ThemeSwitch value={theme} onChange={setTheme} />;
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(THEME_ATTRIBUTE);
});

describe('ThemeSwitch', () => {
  it('offers System, Light and Dark in a group named Theme, with the current one checked', async () => {
    const onChange = vi.fn();
    await renderWithI18n(<ThemeSwitch value="light" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'System' })).not.toBeChecked();
    await userEvent.click(screen.getByText('Dark'));
    expect(onChange).toHaveBeenCalledWith('dark');
  });

  it('with useThemeChoice shows the page in the choice at once and remembers it', async () => {
    localStorage.setItem(STORAGE_KEYS.theme, 'light');
    await renderWithI18n(<RememberedSwitch />);
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    await userEvent.click(screen.getByRole('radio', { name: 'System' }));
    expect(document.documentElement.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBeNull();
  });
});
