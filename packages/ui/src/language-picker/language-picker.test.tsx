import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { LanguagePicker } from './language-picker';

const LANGUAGES = [
  { code: 'EN', nativeName: 'English', flagSrc: '/flags/en.svg', lang: 'en' },
  { code: 'AR', nativeName: 'العربية', flagSrc: '/flags/ar.svg', lang: 'ar' },
  { code: 'CN', nativeName: '简体中文', flagSrc: '/flags/cn.svg', lang: 'zh-CN' },
];

describe('LanguagePicker', () => {
  it('opens the list from the flag button, named with the current language', async () => {
    await renderWithI18n(<LanguagePicker languages={LANGUAGES} value="EN" onChange={() => {}} compact />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Closed, the list holds no options at all (not merely hidden ones).
    expect(document.querySelectorAll('.wps-language-picker__option')).toHaveLength(0);
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });

  it('reports the choice, closes and gives focus back to the flag', async () => {
    const onChange = vi.fn();
    await renderWithI18n(<LanguagePicker languages={LANGUAGES} value="EN" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: '简体中文' }));
    expect(onChange).toHaveBeenCalledWith('CN');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'العربية' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and on a tap outside', async () => {
    await renderWithI18n(
      <>
        <LanguagePicker languages={LANGUAGES} value="EN" onChange={() => {}} />
        <p>Outside</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Language: English' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('Outside'));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
