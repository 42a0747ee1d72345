import { Hono } from 'hono';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { DrawResult } from '@wps-mobile/api-client/contract';
import { gamesOfType, lotteryVendors } from '../../db/queries/games/lottery';
import { favouriteIdsOf, toGame } from '../../db/queries/games/games';
import { seededRandom } from '../../db/seed/random';
import type { ApiEnv } from '../api-env';
import { memberRoute, route } from '../call-route';
import { demoGameUrl } from '../demo/demo-game-url';

const DRAW_EVERY_MS = 15 * 60_000;

/**
 * Draws are computed, not stored: each draw number seeds its own digits, so the same draw always shows the same
 * result and a new one appears every 15 minutes.
 */
function draws(gameCode: string, gameName: string, digits: number, count: number, now: number): DrawResult[] {
  const latest = Math.floor(now / DRAW_EVERY_MS);
  return Array.from({ length: count }, (_, i) => {
    const drawIndex = latest - i;
    const random = seededRandom(drawIndex * 31 + gameCode.length);
    return {
      gameCode,
      gameName,
      drawNo: `${gameCode.toUpperCase()}-${drawIndex}`,
      drawTime: drawIndex * DRAW_EVERY_MS,
      numbers: Array.from({ length: digits }, () => String(Math.floor(random() * 10))),
    };
  });
}

/** Lottery lists, the vendor menu, recent draws and the lottery launch. */
export function lotteryRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  route(routes, WPS_CALLS.lotteryList, ({ db, params, language }) =>
    gamesOfType(db, params.prizeMode).map((row) => toGame(row, language, favouriteIdsOf(db, undefined))),
  );

  route(routes, WPS_CALLS.lotteryMenu, ({ db }) =>
    lotteryVendors(db).map((row) => ({
      vassalage: row.vassalage,
      prizeMode: row.game_type,
      name: row.vassalage.replace(/_/g, ' '),
    })),
  );

  route(routes, WPS_CALLS.recentVnLottery, ({ params, now }) =>
    draws('vn_north', 'Xổ Số Miền Bắc', 5, params.limitNum, now),
  );

  route(routes, WPS_CALLS.vnNumero, ({ now }) => draws('vn_numero', 'VN Numero', 3, 5, now));

  memberRoute(routes, WPS_CALLS.launchLottery, ({ params }) => ({
    url: demoGameUrl({
      vendor: params.vendor,
      gameCode: params.gameCode,
      prizeMode: params.prizeMode,
      playType: params.playType,
    }),
  }));
  return routes;
}
