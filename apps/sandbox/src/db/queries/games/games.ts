import { ROOM_TYPES, type Game, type GameCategory, type RoomType } from '@wps-mobile/api-client/contract';
import { imageUrls } from '../../../api/images/image-urls';
import type { SandboxDatabase } from '../../sandbox-database';

export interface GameRow {
  node_id: string;
  vassalage: string;
  game_type: GameCategory;
  game_code: string;
  name_en: string;
  name_ty: string | null;
  classify: string;
  min_bet: number;
  min_line: number;
  is_new: number;
  hot: number;
  freeplay: number;
  is_h5: number;
  lotto_mode: string;
  sort: number;
  /** '' for a game without rooms. */
  room_type: string;
}

function roomTypeOf(value: string): RoomType | undefined {
  return (ROOM_TYPES as readonly string[]).includes(value) ? (value as RoomType) : undefined;
}

/** A game's name in the request's language; only Tagalog names are seeded, everything else falls back to English. */
export function gameName(row: Pick<GameRow, 'name_en' | 'name_ty'>, language: string): string {
  return language === 'TY' && row.name_ty ? row.name_ty : row.name_en;
}

export function toGame(row: GameRow, language: string, favourites: ReadonlySet<string>): Game {
  const name = gameName(row, language);
  const icon = imageUrls.game(row.node_id);
  const roomType = roomTypeOf(row.room_type);
  return {
    nodeId: row.node_id,
    nodeName: name,
    vassalage: row.vassalage,
    gameType: row.game_type,
    gameId: row.game_code,
    roomId: row.node_id,
    gameName: name,
    gameCode: row.game_code,
    iconUrl: icon,
    showIcon: icon,
    mobileLargeIcon: `${icon}?size=large`,
    supportPlay: row.freeplay === 1 ? 0 : 1,
    isGameH5: row.is_h5 === 1,
    freeplay: row.freeplay,
    lottoMode: row.lotto_mode,
    gameClassifyNew: row.classify,
    minBet: row.min_bet,
    isNew: row.is_new === 1,
    favourite: favourites.has(row.node_id),
    ...(roomType ? { roomType } : {}),
  };
}

export const gameByNodeId = (db: SandboxDatabase, nodeId: string) =>
  db.get<GameRow>('SELECT * FROM game WHERE node_id = ?', [nodeId]);

/** Favourite node ids of a member (empty for visitors), so every game list can mark its hearts. */
export function favouriteIdsOf(db: SandboxDatabase, memberId: number | undefined): Set<string> {
  if (memberId === undefined) return new Set();
  return new Set(
    db
      .all<{ node_id: string }>('SELECT node_id FROM favourite WHERE member_id = ?', [memberId])
      .map((row) => row.node_id),
  );
}

/** Display names of vendor codes; codes not listed show as themselves. */
export const VENDOR_NAMES: Readonly<Record<string, string>> = {
  JL: 'JILI',
  PG: 'PG Soft',
  PP: 'Pragmatic Play',
  FC: 'Fa Chai',
  JDB: 'JDB Gaming',
  CQ9: 'CQ9',
  MG: 'Microgaming',
  EVO: 'Evolution',
  SEXY: 'Sexy Gaming',
  DG: 'Dream Gaming',
  WM: 'WM Casino',
  BTI: 'BTi Sports',
  SABA: 'SABA Sports',
  CMD: 'CMD368',
  TF: 'TF Gaming',
  DS88: 'DS88 Sabong',
  KM: 'Kingmaker',
  V8: 'V8 Poker',
  LP: 'Lucky Peso Originals',
  TCG_LOTTO_VN: 'TCG Lotto VN',
  TCG_SEA: 'TCG SEA Lottery',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
};

export const vendorName = (code: string): string => VENDOR_NAMES[code] ?? code;

/** How many games each vendor has in each game type, in the order of their first game. */
export const vendorGameCounts = (db: SandboxDatabase) =>
  db.all<{ game_type: string; vassalage: string; count: number }>(
    `SELECT game_type, vassalage, COUNT(*) AS count FROM game GROUP BY game_type, vassalage
     ORDER BY MIN(sort)`,
  );

/** The hot games (of one type, if given) in their order. */
export const hotGamesOf = (db: SandboxDatabase, gameType: string | null) =>
  db.all<GameRow>('SELECT * FROM game WHERE hot = 1 AND (? IS NULL OR game_type = ?) ORDER BY sort', [
    gameType,
    gameType,
  ]);

/** The classifications the games of a type use, sorted. */
export const classifiesOf = (db: SandboxDatabase, gameType: string): string[] =>
  db
    .all<{ classify: string }>(
      "SELECT DISTINCT classify FROM game WHERE game_type = ? AND classify <> '' ORDER BY classify",
      [gameType],
    )
    .map((row) => row.classify);

/** The game types that have at least one game. */
export const gameTypesPresent = (db: SandboxDatabase): Set<string> =>
  new Set(db.all<{ t: string }>('SELECT DISTINCT game_type AS t FROM game').map((row) => row.t));
