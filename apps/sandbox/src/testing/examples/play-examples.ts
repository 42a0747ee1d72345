import type { CallExample } from './example-types';

const TYPE = 'parameter.type.invalid';
const MISSING = 'parameter.missing';
const UNKNOWN = 'parameter.value.unknown';
const RANGE = 'parameter.out.of.range';
const FIRST_RNG = { nodeId: '10064', vendor: 'JL' };

/** Promotions, games, lottery and orders. */
export const PLAY_EXAMPLES = {
  promotionList: {
    as: 'player',
    input: { category: 'DEPOSIT' },
    bad: { input: { category: 'FREE' }, code: UNKNOWN },
  },
  promotionDetail: { input: { id: 1 }, bad: { input: { id: 'one' }, code: TYPE } },
  availablePromotions: { as: 'player' },
  applyPromotion: {
    as: 'player',
    input: { id: 3, comment: 'Please' },
    bad: { input: { id: 3, comment: 'x'.repeat(141) }, code: 'parameter.too.long' },
  },
  claimPromotion: { as: 'player', input: { id: 1 }, bad: { input: {}, code: MISSING } },
  manualRebate: { as: 'player' },
  claimManualRebate: { as: 'player' },
  rebateReport: {
    as: 'player',
    input: { startDate: '2020-01-01' },
    bad: { input: { startDate: '01/01/2020' }, code: 'parameter.format.invalid' },
  },
  referralLink: { as: 'player' },
  gameVendorList: {},
  vendorGameType: { input: { typeId: 1 }, bad: { input: { typeId: 12 }, code: RANGE } },
  allVassalage: {},
  gameList: {
    as: 'player',
    input: { gameType: 'RNG', vassalage: 'JL', gameClassify: 'SLOT', minBet: 0.01, pageNo: 1, pageSize: 26 },
    bad: { input: { gameType: 'BINGO' }, code: UNKNOWN },
  },
  hotGames: {
    input: { isPlatform: 2, gameType: 'RNG' },
    bad: { input: { platform: 'flash' }, code: UNKNOWN },
  },
  gameMenus: { input: { gameType: 'RNG' }, bad: { input: {}, code: MISSING } },
  popularCategories: {},
  hotMatches: {},
  favouriteAdd: { as: 'player', input: FIRST_RNG, bad: { input: { nodeId: '10064' }, code: MISSING } },
  favouriteRemove: { as: 'player', input: FIRST_RNG, bad: { input: { vendor: 'JL' }, code: MISSING } },
  favouriteIds: { as: 'player' },
  favouriteList: {
    as: 'player',
    input: { gameType: 'RNG' },
    bad: { input: { gameType: 'rng' }, code: UNKNOWN },
  },
  recentAdd: {
    as: 'player',
    input: FIRST_RNG,
    bad: { input: { nodeId: 'x'.repeat(33), vendor: 'JL' }, code: 'parameter.too.long' },
  },
  recentList: { as: 'player', input: { page: 1, pageSize: 25 }, bad: { input: { page: -1 }, code: RANGE } },
  rankList: { input: { limitNum: 5 }, bad: { input: { limitNum: 0 }, code: RANGE } },
  winnerBoard: {
    input: { gameCategory: 'ALL', limitNum: 20 },
    bad: { input: { limitNum: 'lots' }, code: TYPE },
  },
  launchGame: {
    as: 'player',
    input: { category: 'RNG', vendor: 'JL', nodeId: '10064', gameId: 'jl_rng_1' },
    bad: { input: { category: 'RNG', vendor: 'JL' }, code: MISSING },
  },
  orderList: {
    as: 'player',
    input: { status: 'SETTLED' },
    bad: { input: { status: 'LOST' }, code: UNKNOWN },
  },
  orderDetail: {
    as: 'player',
    prepare: ({ one }) => ({
      orderId: one<{ o: string }>(
        "SELECT order_no AS o FROM bet WHERE member_id = (SELECT id FROM member WHERE username = 'player01') LIMIT 1",
      ).o,
    }),
    bad: { input: {}, code: MISSING },
  },
  cancelSubOrder: {
    as: 'player',
    prepare: ({ h }) => {
      h.db.run(
        "INSERT INTO bet (order_no, member_id, node_id, bet_cents, win_cents, status, created_at) SELECT 'OPEN1', id, '10064', 500, 0, 'OPEN', ? FROM member WHERE username = 'player01'",
        [h.state.now()],
      );
      return { orderId: 'OPEN1', subOrderId: 'OPEN1-1' };
    },
    bad: { input: { orderId: 'OPEN1' }, code: MISSING },
  },
  lotteryList: { input: { prizeMode: 'ELOTT' }, bad: { input: { prizeMode: 'BINGO' }, code: UNKNOWN } },
  lotteryMenu: {},
  recentVnLottery: { input: { limitNum: 3 }, bad: { input: { limitNum: 51 }, code: RANGE } },
  vnNumero: {},
  launchLottery: {
    as: 'player',
    input: { vendor: 'TCG_LOTTO_VN', gameCode: 'lobby', prizeMode: 'ELOTT', playType: 'ent' },
    bad: { input: { vendor: 'JL' }, code: UNKNOWN },
  },
} satisfies Record<string, CallExample>;
