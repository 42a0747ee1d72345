import type { SandboxDatabase } from '../../sandbox-database';
import type { GameRow } from './games';

/** The games of one type (a lottery prize mode) in their order. */
export const gamesOfType = (db: SandboxDatabase, gameType: string) =>
  db.all<GameRow>('SELECT * FROM game WHERE game_type = ? ORDER BY sort', [gameType]);

/** Each lottery vendor with its prize mode, in the order of its first game. */
export const lotteryVendors = (db: SandboxDatabase) =>
  db.all<{ vassalage: string; game_type: 'LOTT' | 'ELOTT' }>(
    "SELECT vassalage, game_type FROM game WHERE game_type IN ('ELOTT','LOTT') GROUP BY vassalage, game_type ORDER BY MIN(sort)",
  );
