import type { SandboxDatabase } from '../sandbox-database';
import { seededRandom, pick } from './random';
import { ASSIGN_ROOM_TYPES_SQL } from '../queries/games/room-types';

/** Vendors per category with how many games each gets; the spec's vendors first. */
export const SEED_VENDORS: Readonly<Record<string, readonly [string, number][]>> = {
  SPORTS: [
    ['BTI', 1],
    ['SABA', 1],
    ['CMD', 1],
  ],
  ESPORTS: [['TF', 2]],
  LIVE: [
    ['EVO', 12],
    ['SEXY', 10],
    ['DG', 8],
    ['WM', 8],
  ],
  FISH: [
    ['JL', 8],
    ['FC', 6],
    ['JDB', 6],
  ],
  RNG: [
    ['JL', 90],
    ['PG', 90],
    ['PP', 80],
    ['FC', 60],
    ['JDB', 60],
    ['CQ9', 50],
    ['MG', 50],
  ],
  PVP: [
    ['JL', 14],
    ['KM', 12],
    ['V8', 10],
  ],
  INHOUSE: [['LP', 14]],
  COCKFIGHT: [['DS88', 2]],
  ELOTT: [
    ['TCG_LOTTO_VN', 4],
    ['ELOTT', 4],
  ],
  LOTT: [
    ['TCG_SEA', 4],
    ['LOTT', 6],
  ],
};

const WORDS_A = [
  'Golden',
  'Lucky',
  'Dragon',
  'Super',
  'Mega',
  'Royal',
  'Wild',
  'Fortune',
  'Magic',
  'Crazy',
  'Jungle',
  'Ocean',
  'Fire',
  'Jade',
  'Crystal',
  'Thunder',
  'Panda',
  'Samurai',
  'Pirate',
  'Candy',
];
const WORDS_B = [
  'Empire',
  'Ace',
  'Treasure',
  'Fruits',
  'Bonanza',
  'Riches',
  'Gems',
  'Coins',
  'Tiger',
  'Phoenix',
  'Wheel',
  'Heist',
  'Legend',
  'Party',
  'Quest',
  'Spins',
  'Stars',
  'Kingdom',
  'Rush',
  'Blast',
];
const NAMES: Readonly<Record<string, readonly string[]>> = {
  SPORTS: ['Sportsbook'],
  ESPORTS: ['E-Sports Arena', 'E-Sports Live'],
  LIVE: ['Baccarat', 'Roulette', 'Dragon Tiger', 'Sic Bo', 'Blackjack', 'Fan Tan'],
  FISH: ['Fishing King', 'Ocean Hunter', 'Mega Fishing', 'Dragon Fishing'],
  PVP: ['Tongits', 'Pusoy', 'Texas Poker', 'Sabong Cards', 'Rummy', 'Teen Patti'],
  INHOUSE: ['Crash', 'Mines', 'Plinko', 'Dice', 'Limbo', 'Keno', 'Hi-Lo'],
  COCKFIGHT: ['Sabong Live', 'Sabong Derby'],
  ELOTT: ['Vietlott', 'Keno VN', 'Lotto 5D', 'Fast 3'],
  LOTT: ['Lotto 6/42', 'Mega 6/45', 'Super 6/49', 'Swertres', 'EZ2', 'Grand 6/55'],
};
// A few Tagalog (TY) names so the Language header visibly localises games.
const TY_NAMES: Readonly<Record<string, string>> = {
  Baccarat: 'Baccarat (Tagalog)',
  'Fishing King': 'Hari ng Pangingisda',
};
const CLASSIFY = ['SLOT', 'TABLE', 'JACKPOT', 'MEGAWAYS'];
const MIN_BETS = [0.01, 0.05, 0.1, 0.5, 0.75];

type GameInsert = readonly (string | number | null)[];

function insertGame(db: SandboxDatabase, values: GameInsert): void {
  db.run(
    `INSERT INTO game (node_id, vassalage, game_type, game_code, name_en, name_ty, classify, min_bet, min_line,
       is_new, hot, freeplay, is_h5, lotto_mode, sort) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
    [...values],
  );
}

/** Writes 600+ games across every category; names, flags and order come from a fixed seed. */
export function seedGames(db: SandboxDatabase): number {
  const random = seededRandom(600);
  let sort = 0;
  for (const [category, vendors] of Object.entries(SEED_VENDORS)) {
    for (const [vendor, count] of vendors) {
      for (let i = 0; i < count; i += 1) {
        const base = NAMES[category];
        const name = base
          ? `${base[i % base.length] ?? 'Game'}${i >= base.length ? ` ${Math.floor(i / base.length) + 1}` : ''}`
          : `${pick(random, WORDS_A)} ${pick(random, WORDS_B)}${i >= 40 ? ` ${i}` : ''}`;
        sort += 1;
        insertGame(db, [
          String(10000 + sort),
          vendor,
          category,
          `${vendor.toLowerCase()}_${category.toLowerCase()}_${i + 1}`,
          name,
          TY_NAMES[name] ?? null,
          category === 'RNG' ? pick(random, CLASSIFY) : '',
          category === 'RNG' || category === 'FISH' ? pick(random, MIN_BETS) : 1,
          category === 'RNG' ? pick(random, [1, 9, 20, 25, 50]) : 1,
          random() < 0.15 ? 1 : 0,
          random() < 0.06 || i === 0 ? 1 : 0,
          category === 'RNG' || category === 'FISH' ? 1 : 0,
          category === 'SPORTS' ? 0 : 1,
          category === 'ELOTT' ? 'Entertainment' : category === 'LOTT' ? 'Tradition' : '',
          sort,
        ]);
      }
    }
  }
  db.run(ASSIGN_ROOM_TYPES_SQL);
  return sort;
}

/**
 * More slots for the existing RNG vendors, so the RNG list alone holds 600+ games as the platform's does (the
 * game list must stay smooth with them). Written after the bet history, with a seed of their own and never hot,
 * so the history, winners and hot games stay what they were; their node ids follow every other game's.
 */
export const MORE_SLOTS: readonly [string, number][] = [
  ['JL', 30],
  ['PG', 30],
  ['PP', 20],
  ['FC', 20],
  ['JDB', 15],
  ['CQ9', 15],
];

export function seedMoreSlots(db: SandboxDatabase): number {
  const random = seededRandom(610);
  let sort = db.get<{ n: number }>('SELECT MAX(sort) AS n FROM game')?.n ?? 0;
  const seeded = new Map(SEED_VENDORS.RNG);
  for (const [vendor, count] of MORE_SLOTS) {
    const first = seeded.get(vendor) ?? 0;
    for (let i = first; i < first + count; i += 1) {
      sort += 1;
      insertGame(db, [
        String(10000 + sort),
        vendor,
        'RNG',
        `${vendor.toLowerCase()}_rng_${i + 1}`,
        `${pick(random, WORDS_A)} ${pick(random, WORDS_B)} ${i}`,
        null,
        pick(random, CLASSIFY),
        pick(random, MIN_BETS),
        pick(random, [1, 9, 20, 25, 50]),
        random() < 0.15 ? 1 : 0,
        0,
        1,
        1,
        '',
        sort,
      ]);
    }
  }
  return sort;
}
