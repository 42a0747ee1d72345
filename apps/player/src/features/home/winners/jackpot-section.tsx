import { routePath } from '@wps-mobile/config';
import { formatMoney, useTranslation } from '@wps-mobile/i18n';
import { JackpotCounter, useJackpotTicker } from '@wps-mobile/ui';
import { useNavigate } from 'react-router';
import { useFormatMoney } from '@wps-mobile/app-shell';
import { warmFormatterOn } from '../../../lib/screens/warm-formatter';

// The jackpot's figure is money: home's first render needs the browser's first number formatter.
warmFormatterOn('home', (language) => formatMoney(0, language));

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
