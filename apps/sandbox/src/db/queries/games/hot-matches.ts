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

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A match counts as on until two hours after its kick-off. */
const MATCH_LENGTH = 2 * HOUR;

/**
 * When a match is next on: the seed's fixtures come round again every day at the same time, so a sandbox whose
 * data file was written days ago (`pnpm start` keeps it) still shows the hot match banner a fresh one shows.
 */
export function nextKickOff(matchTime: number, now: number): number {
  const over = now - MATCH_LENGTH;
  return matchTime > over ? matchTime : matchTime + Math.ceil((over - matchTime + 1) / DAY) * DAY;
}

/** Matches not yet over (kick-off less than two hours ago), each at its next kick-off, soonest first. */
export function upcomingHotMatches(db: SandboxDatabase, now: number): HotMatch[] {
  return db
    .all<HotMatchRow>('SELECT * FROM hot_match')
    .map((m) => ({ ...m, match_time: nextKickOff(m.match_time, now) }))
    .sort((a, b) => a.match_time - b.match_time)
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
