import type { HotMatch } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Skeleton } from '@wps-mobile/ui';
import { Carousel } from '@wps-mobile/ui/carousel';
import { useDeferredValue, useState } from 'react';
import { hotMatchTarget } from '../../../lib/games/hot-match-launch';
import { HotMatchDialog } from './hot-match-dialog';
import { formatMatchTime } from './match-time';
import { useLaunchGame } from '../../../lib/games/use-launch-game';
import { useServerPicture } from '@wps-mobile/app-shell';
import { TEAM_BADGE_SIZES } from '../../../lib/images/picture-sizes';
import './hot-matches.css';

// Block size of one slide; the placeholder in hot-match-section.tsx keeps the same.
const HOT_MATCH_HEIGHT = 128;

/**
 * The hot match banner: a vertical carousel of upcoming matches (the kit's carousel plays every 5000 ms with a
 * 500 ms transition and loops only with more than one); a tap opens the hot match modal. Loaded lazily, with the
 * matches of home's announcements (hot-match-section.tsx).
 */
export default function HotMatchBanner({ matches }: { matches: readonly HotMatch[] }) {
  const [open, setOpen] = useState(false);
  const { start, failed } = useLaunchGame();
  const { t } = useTranslation();
  // The slides draw in the background, in slices, after the banner's code arrives: the page stays responsive.
  const list = useDeferredValue<readonly HotMatch[] | undefined>(matches, undefined);
  if (list === undefined) return <Skeleton height={HOT_MATCH_HEIGHT} />;
  const first = list[0];
  if (!first) return null;
  const slides = list.map((match, index) => ({
    id: `${match.nodeId}-${match.matchTime}-${index}`,
    content: <MatchSlide match={match} onOpen={() => setOpen(true)} />,
  }));
  return (
    <>
      <Carousel
        slides={slides}
        label={t('home.hotMatches.title')}
        direction="vertical"
        height={HOT_MATCH_HEIGHT}
        autoplayMs={5000}
        transitionMs={500}
      />
      <HotMatchDialog
        open={open}
        matches={list}
        onClose={() => setOpen(false)}
        onBet={() => void start(hotMatchTarget(first))}
        error={failed === 'error' ? t('errors.unknown') : failed}
      />
    </>
  );
}

function MatchSlide({ match, onOpen }: { match: HotMatch; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="hot-match-slide" onClick={onOpen}>
      <bdi className="hot-match-slide__time">{formatMatchTime(match.matchTime)}</bdi>
      <span className="hot-match-slide__teams">
        <Team name={match.homeTeam} src={match.homeTeamImageUrl} />
        <span className="hot-match-slide__versus">{t('ui.versus')}</span>
        <Team name={match.awayTeam} src={match.awayTeamImageUrl} />
      </span>
    </button>
  );
}

function Team({ name, src }: { name: string; src: string }) {
  const picture = useServerPicture(src, TEAM_BADGE_SIZES);
  return (
    <span className="hot-match-slide__team">
      <img {...picture} alt="" width={32} height={32} loading="lazy" />
      <span>{name}</span>
    </span>
  );
}
