import { z } from 'zod';
import { defineCall } from './define-call';
import { LOTTERY_VENDORS } from './game-constants';
import { gameSchema } from './games';
import { launchSchema } from './game-play';
import { WPS_PATHS } from './paths';
import { int, noInput, optionalText } from './schema-kit';

/** Prize modes: LOTT (classic lottery) and ELOTT (entertainment lottery). */
export const PRIZE_MODES = ['LOTT', 'ELOTT'] as const;
/** Play types Tradition and Entertainment. */
export const PLAY_TYPES = ['trad', 'ent'] as const;
export { LOTTERY_VENDORS };

export const drawResultSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  drawNo: z.string(),
  drawTime: z.number().int(),
  numbers: z.array(z.string()),
});
export type DrawResult = z.output<typeof drawResultSchema>;

export const lotteryCalls = {
  lotteryList: defineCall({
    name: 'lotteryList',
    method: 'GET',
    path: WPS_PATHS.lotteryList,
    request: z.object({ prizeMode: z.enum(PRIZE_MODES).default('LOTT') }),
    response: z.array(gameSchema),
    summary: 'Lottery games of a prize mode.',
  }),
  lotteryMenu: defineCall({
    name: 'lotteryMenu',
    method: 'GET',
    path: WPS_PATHS.lotteryMenu,
    request: noInput,
    response: z.array(z.object({ vassalage: z.string(), prizeMode: z.enum(PRIZE_MODES), name: z.string() })),
    summary: 'Lottery vendors; ELOTT when TCG_LOTTO_VN or LOTT is among its vendors.',
  }),
  recentVnLottery: defineCall({
    name: 'recentVnLottery',
    method: 'GET',
    path: WPS_PATHS.recentVnLottery,
    request: z.object({ limitNum: int(1, 50).default(10) }),
    response: z.array(drawResultSchema),
    summary: 'Latest Vietnamese lottery draws.',
  }),
  vnNumero: defineCall({
    name: 'vnNumero',
    method: 'GET',
    path: WPS_PATHS.vnNumero,
    request: noInput,
    response: z.array(drawResultSchema),
    summary: 'Latest VN numero draws.',
  }),
  launchLottery: defineCall({
    name: 'launchLottery',
    method: 'GET',
    path: WPS_PATHS.launchLottery,
    auth: 'member',
    request: z.object({
      vendor: z.enum(LOTTERY_VENDORS),
      /** `lobby` for TCG_LOTTO_VN and TCG_SEA. */
      gameCode: optionalText(32).default('lobby'),
      prizeMode: z.enum(PRIZE_MODES).default('LOTT'),
      playType: z.enum(PLAY_TYPES).default('trad'),
    }),
    response: launchSchema,
    summary: 'A URL that opens the lottery (a demo page on the sandbox).',
  }),
} as const;
