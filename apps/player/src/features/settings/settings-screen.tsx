import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { readToken } from '@wps-mobile/session';
import { Button, ThemeSwitch, useThemeChoice } from '@wps-mobile/ui';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AppLink } from '@wps-mobile/app-shell';
import { useScreenContext } from '../../lib/screens/screen-context';
import { useSignOut } from '../../lib/session/use-sign-out';
import '../../lib/screens/account-screen.css';
import './settings.css';

/**
 * Settings: the change-password item, the theme (System, Light or Dark, remembered on this device for both apps)
 * and sign out (confirm, loading, logout call, full reload home).
 */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const { askSignOut, signOutDialog, signingOut } = useSignOut();
  const [hasSession] = useState(() => readToken() !== undefined);
  const [theme, setTheme] = useThemeChoice();
  if (!hasSession) return <Navigate to={routePath('home')} replace />;

  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      <ul className="settings-screen__list">
        <li>
          <AppLink className="settings-screen__item" href={routePath('changePsw')}>
            {t('routes.changePsw')}
          </AppLink>
        </li>
      </ul>
      <ThemeSwitch value={theme} onChange={setTheme} />
      <Button type="button" variant="danger" block busy={signingOut} onClick={askSignOut}>
        {t('ui.signOut')}
      </Button>
      {signOutDialog}
    </section>
  );
}
