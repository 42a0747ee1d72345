import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton, IconMenu, IconWallet, LanguagePicker } from '@wps-mobile/ui';
import { AppLink } from '@wps-mobile/app-shell';
import { useBalance } from './use-balance';
import { usePlaySession } from '../../lib/play-session/use-play-session';
import { useFeatures } from '../../lib/session/use-features';
import { useLanguage } from '../../lib/language/use-language';
import { useSignedIn } from '../../lib/session/use-session';
import { useSignOut } from '../../lib/session/use-sign-out';
import { AccountPopover } from './account-popover';

/** The right side of the home header, for members and for visitors (spec section 2, Header). */
export function HeaderEnd({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  // A free trial account is signed in too: its trial name, its play balance and sign out (spec section 2).
  const session = useSignedIn();
  const features = useFeatures();
  const language = useLanguage();
  const balance = useBalance(Boolean(session));
  const { askSignOut, signOutDialog } = useSignOut();
  const play = usePlaySession();
  return (
    <div className="app-header-end">
      {session ? (
        <>
          <span className="app-header-account">
            <span className="app-header-account__name">{session.name ?? t('header.trialAccount')}</span>
            <span className="app-header-account__balance">
              <span className="wps-visually-hidden">{t('header.totalBalance')} </span>
              {balance.text}
            </span>
          </span>
          <AppLink
            className="app-header-icon"
            href={routePath('voucherCenter')}
            aria-label={t('common.deposit')}
          >
            <IconWallet />
          </AppLink>
        </>
      ) : (
        <>
          <AppLink className="app-header-link" href={routePath('login')}>
            {t('header.login')}
          </AppLink>
          {features.directRegister && (
            <AppLink className="app-header-link" href={routePath('register')}>
              {t('header.register')}
            </AppLink>
          )}
        </>
      )}
      <LanguagePicker compact {...language} />
      <AccountPopover
        {...(session
          ? {
              member: {
                balanceHidden: balance.hidden,
                onRefresh: balance.refresh,
                onToggleHidden: balance.toggleHidden,
                onSignOut: askSignOut,
                sessionStartedAt: play?.startedAt,
              },
            }
          : {})}
      />
      <IconButton label={t('header.openMenu')} onClick={onOpenMenu}>
        <IconMenu />
      </IconButton>
      {signOutDialog}
    </div>
  );
}
