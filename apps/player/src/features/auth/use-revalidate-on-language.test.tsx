import { changeLanguage, createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useRevalidateOnLanguage } from './use-revalidate-on-language';

describe('useRevalidateOnLanguage', () => {
  it('checks the filled fields again when the language changes, and not before', async () => {
    const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
    const revalidate = vi.fn();
    const values = { username: 'ab', password: '', captcha: ' ' };
    function Probe() {
      useRevalidateOnLanguage({ values, revalidate });
      return null;
    }
    const view = render(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(revalidate).not.toHaveBeenCalled();
    await act(() => changeLanguage(i18n, 'TY'));
    expect(revalidate).toHaveBeenCalledExactlyOnceWith(['username']);
  });
});
