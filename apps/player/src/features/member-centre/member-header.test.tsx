import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MemberHeader, type MemberHeaderProps } from './member-header';

async function show(props: Partial<MemberHeaderProps> = {}) {
  const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
  const onLoginNeeded = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/m/member/home',
        element: (
          <MemberHeader title="Member centre" signedIn unread={0} onLoginNeeded={onLoginNeeded} {...props} />
        ),
      },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/m/member/home'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, onLoginNeeded };
}

describe('MemberHeader', () => {
  it('shows the red dot and the count while messages are unread, and opens the inbox', async () => {
    const { router } = await show({ unread: 3 });
    expect(screen.getByTestId('unread-dot')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '3 unread messages' }));
    expect(router.state.location.pathname).toBe('/m/webEmail');
  });

  it('shows no dot when everything is read', async () => {
    await show({ unread: 0 });
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
  });

  it('asks a guest to log in instead of opening messages or settings', async () => {
    const { router, onLoginNeeded } = await show({ signedIn: false });
    await userEvent.click(screen.getByRole('button', { name: 'Messages' }));
    await userEvent.click(screen.getByRole('button', { name: 'Settings' }));
    expect(onLoginNeeded).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/m/member/home');
  });

  it('goes back home', async () => {
    const { router } = await show();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/m/home');
  });
});
