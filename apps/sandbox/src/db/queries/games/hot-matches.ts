import type { HotMatch } from '@wps-mobile/api-client/contract';
import { imageUrls } from '../../../api/images/image-urls';
import type { SandboxDatabase } from '../../sandbox-database';

interface HotMatchRow {
  match_time: number;
  league: string;
  home_team: string;
  away_team: string;
  vendor: string;
  node_id: string;
}

/** Matches not yet over (kick-off less than two hours ago), soonest first. */
export function upcomingHotMatches(db: SandboxDatabase, now: number): HotMatch[] {
  return db
    .all<HotMatchRow>('SELECT * FROM hot_match WHERE match_time > ? ORDER BY match_time', [
      now - 2 * 3_600_000,
    ])
    .map((m) => ({
      matchTime: m.match_time,
      league: m.league,
      homeTeam: m.home_team,
      awayTeam: m.away_team,
      homeTeamImageUrl: imageUrls.team(m.home_team),
      awayTeamImageUrl: imageUrls.team(m.away_team),
      vendor: m.vendor,
      roomId: m.node_id,
      nodeId: m.node_id,
      supportPlay: 1,
    }));
}
