import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconEye, IconEyeOff, IconRefresh, IconSignOut, IconWallet } from '@wps-mobile/ui';
import { AppLink, useRuntimeConfig } from '@wps-mobile/app-shell';
import { SessionClock } from './session-clock';

export interface AccountPopoverProps {
  /** Present only with a member session: refresh, hide or show and sign out are member entries. */
  member?: {
    balanceHidden: boolean;
    onRefresh: () => void;
    onToggleHidden: () => void;
    onSignOut: () => void;
    /** When the play session began, for the session timer (responsible gaming on). */
    sessionStartedAt?: number | undefined;
  };
}

const LICENCE_SRC = `${import.meta.env.BASE_URL}licence.svg`;

export interface AccountPanelProps extends AccountPopoverProps {
  /** Closes the popover (after an entry is chosen). */
  readonly onClose: () => void;
}

/**
 * The popover's entries: deposit, withdraw, refresh and hide balance, sign out, licence and copyright. A chunk of
 * its own, loaded on the first open: no first screen draws it.
 */
export default function AccountPanel({ member, onClose }: AccountPanelProps) {
  const { t } = useTranslation();
  const { brandName } = useRuntimeConfig();
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <>
      <AppLink className="app-popover__item" href={routePath('voucherCenter')} onClick={onClose}>
        <IconWallet /> {t('common.deposit')}
      </AppLink>
      <AppLink className="app-popover__item" href={routePath('withdraw')} onClick={onClose}>
        <IconWallet /> {t('common.withdraw')}
      </AppLink>
      {member && (
        <>
          {member.sessionStartedAt !== undefined && <SessionClock startedAt={member.sessionStartedAt} />}
          <button type="button" className="app-popover__item" onClick={run(member.onRefresh)}>
            <IconRefresh /> {t('header.refreshBalance')}
          </button>
          <button type="button" className="app-popover__item" onClick={member.onToggleHidden}>
            {member.balanceHidden ? <IconEye /> : <IconEyeOff />}
            {member.balanceHidden ? t('header.showBalance') : t('header.hideBalance')}
          </button>
          <button type="button" className="app-popover__item" onClick={run(member.onSignOut)}>
            <IconSignOut /> {t('ui.signOut')}
          </button>
        </>
      )}
      <img
        className="app-popover__licence"
        src={LICENCE_SRC}
        alt={t('header.licence')}
        width={96}
        height={32}
      />
      <p className="app-popover__copyright">
        {t('app.copyright', { year: CONSTANTS.copyrightYear, brand: brandName })}
      </p>
    </>
  );
}
