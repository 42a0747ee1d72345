import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconEye, IconEyeOff, IconRefresh, IconSignOut, IconUser, IconWallet } from '@wps-mobile/ui';
import { useId, useState } from 'react';
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

/** The header popover: deposit, withdraw, refresh and hide balance, sign out, licence and copyright. */
export function AccountPopover({ member }: AccountPopoverProps) {
  const { t } = useTranslation();
  const { brandName } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = () => setOpen(false);
  const run = (action: () => void) => () => {
    close();
    action();
  };
  return (
    <div className="app-popover" onKeyDown={(e) => e.key === 'Escape' && close()}>
      <button
        type="button"
        className="app-popover__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {/* An icon, not the words: on a narrow phone the words squeezed the brand name down to a few letters. */}
        <IconUser />
        <span className="wps-visually-hidden">{t('header.accountMenu')}</span>
      </button>
      <div id={panelId} className="app-popover__panel" hidden={!open}>
        <AppLink className="app-popover__item" href={routePath('voucherCenter')} onClick={close}>
          <IconWallet /> {t('common.deposit')}
        </AppLink>
        <AppLink className="app-popover__item" href={routePath('withdraw')} onClick={close}>
          <IconWallet /> {t('common.withdraw')}
        </AppLink>
        {member && (
          <>
            {member.sessionStartedAt !== undefined && open && (
              <SessionClock startedAt={member.sessionStartedAt} />
            )}
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
      </div>
    </div>
  );
}
