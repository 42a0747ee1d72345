import type { GameListQuery } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';
import type { GameRow } from './games';

type Filters = Omit<GameListQuery, 'minBet' | 'minLine' | 'pageNo' | 'pageSize'> & {
  minBet?: number | undefined;
  minLine?: number | undefined;
};

/**
 * The game list with every filter of the spec's query. `gameClassify` takes the select types (ALL, NEW, HOT,
 * FAV) or a configured classification (SLOT, TABLE, ...); HOT as a category means hot games of any category.
 */
export function searchGames(
  db: SandboxDatabase,
  filters: Filters,
  favouriteIds: ReadonlySet<string>,
): GameRow[] {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (filters.gameType === 'HOT') where.push('hot = 1');
  else {
    where.push('game_type = ?');
    args.push(filters.gameType);
  }
  const name = filters.gameName?.trim();
  if (name) {
    // Either name matches, so a search typed in English still finds a game shown in Tagalog.
    where.push("(name_en LIKE ? ESCAPE '\\' OR IFNULL(name_ty, '') LIKE ? ESCAPE '\\')");
    const like = `%${name.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    args.push(like, like);
  }
  if (filters.isNew === 1 || filters.isNew === '1') where.push('is_new = 1');
  if (filters.vassalage) {
    where.push('vassalage = ?');
    args.push(filters.vassalage);
  }
  const classify = filters.gameClassify?.toUpperCase();
  if (classify === 'NEW') where.push('is_new = 1');
  else if (classify === 'HOT') where.push('hot = 1');
  else if (classify && classify !== 'ALL' && classify !== 'FAV') {
    where.push('classify = ?');
    args.push(classify);
  }
  // Minimum bet and lines are exact choices in the filter panel (All, 0.01, 0.05, ...), not thresholds.
  if (filters.minBet !== undefined) {
    where.push('ABS(min_bet - ?) < 0.000001');
    args.push(filters.minBet);
  }
  if (filters.minLine !== undefined) {
    where.push('min_line = ?');
    args.push(filters.minLine);
  }
  const rows = db.all<GameRow>(`SELECT * FROM game WHERE ${where.join(' AND ')} ORDER BY sort`, args);
  return classify === 'FAV' ? rows.filter((row) => favouriteIds.has(row.node_id)) : rows;
}
