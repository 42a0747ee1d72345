import type { MemberInfo } from '@wps-mobile/api-client/contract';
import type { RuntimeConfig } from '@wps-mobile/config';
import { createI18n, I18nextProvider } from '@wps-mobile/i18n';
import { PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppIdContext, RuntimeConfigContext } from '@wps-mobile/app-shell';
import { ProfileCard, type ProfileCardProps } from './profile-card';

const DAY = 86_400_000;
const MEMBER: MemberInfo = {
  id: 1,
  account: 'player01',
  regDate: Date.UTC(2026, 0, 1, 12),
  type: 0,
  toUpline: true,
  vipLevel: 3,
  vipLabel: 'Gold',
  nickname: '',
  email: '',
  payeeName: '',
  mobileNum: '',
  currency: 'PHP',
};
const CONFIG = { brandName: 'Lucky Peso' } as RuntimeConfig;

async function show(props: Partial<ProfileCardProps>) {
  const i18n = await createI18n({ language: 'EN', english: PLAYER_ENGLISH, strict: true });
  const element = <ProfileCard member={MEMBER} vipShown onLoginNeeded={() => {}} {...props} />;
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <I18nextProvider i18n={i18n}>
      <AppIdContext value="player">
        <RuntimeConfigContext value={CONFIG}>
          <RouterProvider router={router} />
        </RuntimeConfigContext>
      </AppIdContext>
    </I18nextProvider>,
  );
}

describe('ProfileCard', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the account, the VIP level and whole days since joining, and links to the benefits', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(MEMBER.regDate + 12 * DAY + 3_600_000);
    await show({});
    const card = screen.getByRole('link');
    expect(card).toHaveTextContent('player01');
    expect(card).toHaveTextContent('VIP 3');
    expect(card).toHaveTextContent('Join Lucky Peso on the 12 day');
    expect(card).toHaveAttribute('href', '/m/member/benefits');
  });

  it('leaves the VIP level out and links to the member home when VIP is off', async () => {
    await show({ vipShown: false });
    expect(screen.getByRole('link')).not.toHaveTextContent('VIP');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/m/member/home');
  });

  it('offers login or register to a guest', async () => {
    const onLoginNeeded = vi.fn();
    await show({ member: undefined, onLoginNeeded });
    screen.getByRole('button', { name: /Login or register/ }).click();
    expect(onLoginNeeded).toHaveBeenCalledTimes(1);
  });
});
