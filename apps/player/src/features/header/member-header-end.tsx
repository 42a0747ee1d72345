import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconWallet } from '@wps-mobile/ui';
import type { ReactNode } from 'react';
import { AppLink } from '../../lib/app-link';
import { usePlaySession } from '../../lib/play-session/use-play-session';
import { useBalance } from '../../lib/use-balance';
import type { SignedIn } from '../../lib/use-session';
import { useSignOut } from '../../lib/use-sign-out';
import { AccountPopover } from './account-popover';

export interface MemberHeaderEndProps {
  /** The member or free trial account signed in. */
  readonly account: SignedIn;
  /** The language picker, which sits between the deposit link and the account pop-up. */
  readonly picker: ReactNode;
  /** The menu button, last. */
  readonly menu: ReactNode;
}

/**
 * The header's right side for a signed-in account (spec section 2, Header): its name and balance, deposit, and
 * the account pop-up with refresh, hide and sign out. A free trial account is signed in too: its trial name, its
 * play balance and sign out. A chunk of its own: a visitor never runs it.
 */
export default function MemberHeaderEnd({ account, picker, menu }: MemberHeaderEndProps) {
  const { t } = useTranslation();
  const balance = useBalance(true);
  const { askSignOut, signOutDialog } = useSignOut();
  const play = usePlaySession();
  return (
    <>
      <span className="app-header-account">
        <span className="app-header-account__name">{account.name ?? t('header.trialAccount')}</span>
        <span className="app-header-account__balance">
          <span className="wps-visually-hidden">{t('header.totalBalance')} </span>
          {balance.text}
        </span>
      </span>
      <AppLink className="app-header-icon" href={routePath('voucherCenter')} aria-label={t('header.deposit')}>
        <IconWallet />
      </AppLink>
      {picker}
      <AccountPopover
        member={{
          balanceHidden: balance.hidden,
          onRefresh: balance.refresh,
          onToggleHidden: balance.toggleHidden,
          onSignOut: askSignOut,
          sessionStartedAt: play?.startedAt,
        }}
      />
      {menu}
      {signOutDialog}
    </>
  );
}
