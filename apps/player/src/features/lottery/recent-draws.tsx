import { useRecentVnLotteryQuery } from '@wps-mobile/api-client';
import { formatMonthDayTime, useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import { useAppSelector } from '../../lib/store/store-hooks';

const DRAWS_SHOWN = 5;

/** The latest Vietnamese lottery draws: game, draw number, time and the numbers drawn. */
export function RecentDraws() {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  const draws = useRecentVnLotteryQuery({ limitNum: DRAWS_SHOWN });
  return (
    <section className="lottery__draws" aria-labelledby="lottery-draws-title">
      <h2 id="lottery-draws-title">{t('games.recentDraws')}</h2>
      {draws.isError ? (
        <div className="lottery__message" role="alert">
          <p>{t('games.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void draws.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : (
        <ul>
          {(draws.data ?? []).map((draw) => (
            <li key={`${draw.gameCode}-${draw.drawNo}`} className="lottery__draw">
              <span className="lottery__draw-name">{draw.gameName}</span>
              <span>
                {t('games.drawNumber', { number: draw.drawNo })} ·{' '}
                {formatMonthDayTime(draw.drawTime, language)}
              </span>
              <span className="lottery__balls" dir="ltr">
                {draw.numbers.map((number, index) => (
                  <span key={index} className="lottery__ball">
                    {number}
                  </span>
                ))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
