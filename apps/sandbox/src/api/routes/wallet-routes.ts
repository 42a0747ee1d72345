import { Hono } from 'hono';
import { mayTransferToUpline } from '@wps-mobile/config';
import { WPS_CALLS, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import { InsufficientFundsError, cents, fromCents, postLedger } from '../../db/queries/money/ledger';
import { memberById, uplineOf } from '../../db/queries/account/members';
import type { MemberRow } from '../../db/queries/account/members';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute, route } from '../call-route';
import { readWhitelabelFlags } from '../../db/queries/site/whitelabel-flags';
import { checkPaymentPassword } from '../credential-checks';
import { invalidState } from '../member-guards';
import { WITHDRAW_LIMITS } from '../money/amount-limits';
import { moveMoney } from '../money/move-money';
import type { TransactionType } from '@wps-mobile/api-client/contract';
import {
  addToGameWallet,
  betRecordsOf,
  ledgerLinesOf,
  ledgerTotalsOf,
  takeFromGameWallet,
} from '../../db/queries/money/wallet';
import { reportRange } from '../../db/queries/date-range';
import { gameName } from '../../db/queries/games/games';
import { toPage } from '../paging';

const walletOf = (member: MemberRow, currency: string) => ({
  sumBalance: fromCents(member.balance_cents + member.game_balance_cents),
  currency,
  wallets: [
    { walletType: 'MAIN', name: 'Main wallet', balance: fromCents(member.balance_cents) },
    { walletType: 'GAME', name: 'Game wallet', balance: fromCents(member.game_balance_cents) },
  ],
});

/**
 * The wallet: balances, the merchant's wallet settings, moves between the main and game wallet, the transfer to
 * the upline, and the money records. Every money move is one synchronous transaction with its ledger line.
 */
export function walletRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.wallet, ({ db, member, merchant }) => {
    const fresh = memberById(db, member.id) ?? member;
    return walletOf(fresh, merchant.currency);
  });

  walletMoveRoutes(routes);
  recordRoutes(routes);
  return routes;
}

/** Merchant wallet settings, moves between the main and game wallet, and the transfer to the upline. */
function walletMoveRoutes(routes: Hono<ApiEnv>): void {
  memberRoute(routes, WPS_CALLS.merchantWallet, ({ merchant }) => ({
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    minWithdraw: WITHDRAW_LIMITS.min,
    maxWithdraw: WITHDRAW_LIMITS.max,
  }));

  memberRoute(routes, WPS_CALLS.walletTransfer, ({ db, member, params, merchant, now }) => {
    if (params.from === params.to) throw invalidState('Choose two different wallets.');
    const amount = cents(params.amount);
    // The ledger follows the main wallet, so each move is one ledger line plus the game wallet's counterpart.
    const fresh = moveMoney(db, () => {
      if (params.from === 'GAME') {
        if (!takeFromGameWallet(db, member.id, amount)) throw new InsufficientFundsError('game wallet short');
        postLedger(db, { memberId: member.id, cents: amount, type: 'T', code: 'FROM_GAME_WALLET', at: now });
      } else {
        postLedger(db, { memberId: member.id, cents: -amount, type: 'T', code: 'TO_GAME_WALLET', at: now });
        addToGameWallet(db, member.id, amount);
      }
      return memberById(db, member.id) ?? member;
    });
    return walletOf(fresh, merchant.currency);
  });

  memberRoute(routes, WPS_CALLS.transferToUpline, async ({ db, state, member, params, merchant, now }) => {
    if (readWhitelabelFlags(db, merchant).AGETRANSFERUP3 !== true)
      throw new ApiFailure(403, WPS_ERROR_CODES.functionUnavailable, WPS_ERROR_MESSAGES.permissionDenied);
    const uplineId = uplineOf(db, member)?.id;
    if (uplineId === undefined || !mayTransferToUpline(member.type, true, true))
      throw new ApiFailure(403, WPS_ERROR_CODES.permissionDenied, WPS_ERROR_MESSAGES.permissionDenied);
    await checkPaymentPassword(state, member, params.paymentPassword);
    const amount = cents(params.amount);
    return moveMoney(db, () => {
      const moved = postLedger(db, {
        memberId: member.id,
        cents: -amount,
        type: 'T',
        code: 'TO_UPLINE',
        at: now,
      });
      postLedger(db, {
        memberId: uplineId,
        cents: amount,
        type: 'T',
        code: 'FROM_DOWNLINE',
        remark: member.username,
        at: now,
      });
      return { balance: fromCents(moved.balanceCents), transactionId: moved.ledgerId };
    });
  });
}

const TRANSACTION_CODES: readonly { type: TransactionType; code: string; name: string }[] = [
  { type: 'D', code: 'DEPOSIT', name: 'Deposit' },
  { type: 'W', code: 'WITHDRAW', name: 'Withdraw' },
  { type: 'B', code: 'BET', name: 'Bet' },
  { type: 'P', code: 'PAYOUT', name: 'Payout and bonus' },
  { type: 'R', code: 'REBATE', name: 'Rebate' },
  { type: 'T', code: 'TRANSFER', name: 'Transfer' },
  { type: 'A', code: 'AGENT', name: 'Agent transfer' },
];

/** The account record, bet record and profit and loss, each over a date range in the merchant's zone. */
function recordRoutes(routes: Hono<ApiEnv>): void {
  route(routes, WPS_CALLS.transactionCodes, () => TRANSACTION_CODES.map((c) => ({ ...c })));

  memberRoute(routes, WPS_CALLS.memberTransactions, ({ db, member, merchant, params, now }) => {
    const range = reportRange(params, merchant.timeZone, now);
    const rows = ledgerLinesOf(db, member.id, range, params.types ?? []);
    const page = toPage(rows, params.pageNo, params.pageSize);
    return {
      ...page,
      list: page.list.map((r) => ({
        id: r.id,
        type: r.type,
        code: r.code,
        amount: fromCents(r.amount_cents),
        balanceAfter: fromCents(r.balance_after_cents),
        remark: r.remark,
        createTime: r.created_at,
      })),
    };
  });

  memberRoute(routes, WPS_CALLS.betRecords, ({ db, member, merchant, params, now, language }) => {
    const range = reportRange(params, merchant.timeZone, now);
    const rows = betRecordsOf(db, member.id, range, params.gameType || null);
    const page = toPage(rows, params.pageNo, params.pageSize);
    return {
      ...page,
      list: page.list.map((r) => ({
        orderId: r.order_no,
        gameName: gameName(r, language),
        vassalage: r.vassalage,
        gameType: r.game_type,
        betAmount: fromCents(r.bet_cents),
        // Only settled bets count as valid turnover (an open or cancelled one may still be refunded).
        validBet: r.status === 'SETTLED' ? fromCents(r.bet_cents) : 0,
        winAmount: fromCents(r.win_cents),
        profit: r.status === 'CANCELLED' ? 0 : fromCents(r.win_cents - r.bet_cents),
        betTime: r.created_at,
      })),
    };
  });

  memberRoute(routes, WPS_CALLS.profitAndLoss, ({ db, member, merchant, params, now }) => {
    const sums = ledgerTotalsOf(db, member.id, reportRange(params, merchant.timeZone, now));
    const sum = (...keys: string[]) => keys.reduce((total, key) => total + (sums.get(key) ?? 0), 0);
    const bet = -sum('B:BET', 'B:BET_CANCEL');
    const win = sum('P:PAYOUT');
    const bonus = sum('P:BONUS');
    const rebate = sum('R:REBATE');
    return {
      deposit: fromCents(sum('D:DEPOSIT')),
      withdraw: fromCents(-sum('W:WITHDRAW')),
      bet: fromCents(bet),
      win: fromCents(win),
      bonus: fromCents(bonus),
      rebate: fromCents(rebate),
      profit: fromCents(win + bonus + rebate - bet),
    };
  });
}
