import type { SandboxDatabase } from '../../sandbox-database';
import type { Range } from '../date-range';

const memberIds = (db: SandboxDatabase, sql: string, range: Range) =>
  new Set(db.all<{ id: number }>(sql, [range.from, range.to]).map((row) => row.id));

/** Members who started a session in the range. */
export const memberIdsLoggedInBetween = (db: SandboxDatabase, range: Range): Set<number> =>
  memberIds(
    db,
    'SELECT DISTINCT member_id AS id FROM session WHERE created_at >= ? AND created_at < ?',
    range,
  );

/** Members who placed a bet in the range. */
export const memberIdsBettingBetween = (db: SandboxDatabase, range: Range): Set<number> =>
  memberIds(db, 'SELECT DISTINCT member_id AS id FROM bet WHERE created_at >= ? AND created_at < ?', range);
