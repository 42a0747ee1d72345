import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { JackpotCounter, useJackpotTicker } from '@wps-mobile/ui';
import { useNavigate } from 'react-router';
import { useFormatMoney } from '@wps-mobile/app-shell';

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
