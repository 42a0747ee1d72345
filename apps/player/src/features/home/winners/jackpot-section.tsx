import { routePath } from '@wps-mobile/config';
import { formatMoney, readStoredLanguage, useTranslation } from '@wps-mobile/i18n';
import { JackpotCounter, useJackpotTicker } from '@wps-mobile/ui';
import { useNavigate } from 'react-router';
import { useFormatMoney } from '@wps-mobile/app-shell';

// The browser's first number formatter costs about 20 ms on a fast machine (four times that on a slow phone),
// and the jackpot's figure needs one: on a visit that opens on home it is built in a task of its own when home's
// code arrives, not inside home's first render (where it made that render's longest task). Other pages load this
// chunk too (the side menu needs a module of it) and get no formatter they do not use.
if (window.location.pathname === routePath('home'))
  setTimeout(() => formatMoney(0, readStoredLanguage() ?? 'EN'), 0);

/** The jackpot banner: a figure that keeps growing; a tap opens the winner page. */
export function JackpotSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const value = useJackpotTicker({});
  const formatMoney = useFormatMoney();
  return (
    <div className="home-jackpot">
      <JackpotCounter
        value={value}
        formatValue={formatMoney}
        label={t('ui.jackpot')}
        onOpen={() => void navigate(routePath('winnerPage'))}
      />
    </div>
  );
}
