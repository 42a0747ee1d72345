import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import { readWhitelabelFlags } from '../../db/queries/whitelabel-flags';
import { InsufficientFundsError, cents, fromCents, postLedger } from '../../db/queries/ledger';
import { memberById } from '../../db/queries/members';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { checkPaymentPassword, invalidState, rejectTrial } from '../member-guards';

export const WITHDRAW_LIMITS = { min: 100, max: 50_000 } as const;

/** The merchant's withdraw limits, as `merchantWallet` tells the front end. */
export function checkWithdrawLimits(amount: number): void {
  if (amount < WITHDRAW_LIMITS.min || amount > WITHDRAW_LIMITS.max)
    throw new ApiFailure(
      400,
      WPS_ERROR_CODES.parameterOutOfRange,
      `The amount must be between ${WITHDRAW_LIMITS.min} and ${WITHDRAW_LIMITS.max}.`,
    );
}

/** Runs a money move, turning a short balance into the contract's error instead of a 500. */
export function moveMoney<T>(db: ApiEnv['Variables']['db'], work: () => T): T {
  try {
    return db.transaction(work);
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw new ApiFailure(400, WPS_ERROR_CODES.balanceInsufficient, 'Insufficient balance.');
    throw error;
  }
}

/** Merchant wallet settings, moves between the main and game wallet, and the transfer to the upline. */
export function walletMoveRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

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
        const { changes } = db.run(
          'UPDATE member SET game_balance_cents = game_balance_cents - ? WHERE id = ? AND game_balance_cents >= ?',
          [amount, member.id, amount],
        );
        if (changes === 0) throw new InsufficientFundsError('game wallet short');
        postLedger(db, { memberId: member.id, cents: amount, type: 'T', code: 'FROM_GAME_WALLET', at: now });
      } else {
        postLedger(db, { memberId: member.id, cents: -amount, type: 'T', code: 'TO_GAME_WALLET', at: now });
        db.run('UPDATE member SET game_balance_cents = game_balance_cents + ? WHERE id = ?', [
          amount,
          member.id,
        ]);
      }
      return memberById(db, member.id) ?? member;
    });
    return {
      sumBalance: fromCents(fresh.balance_cents + fresh.game_balance_cents),
      currency: merchant.currency,
      wallets: [
        { walletType: 'MAIN', name: 'Main wallet', balance: fromCents(fresh.balance_cents) },
        { walletType: 'GAME', name: 'Game wallet', balance: fromCents(fresh.game_balance_cents) },
      ],
    };
  });

  memberRoute(routes, WPS_CALLS.transferToUpline, async ({ db, member, params, merchant, now }) => {
    rejectTrial(member);
    if (readWhitelabelFlags(db, merchant).AGETRANSFERUP3 !== true)
      throw new ApiFailure(403, WPS_ERROR_CODES.functionUnavailable, WPS_ERROR_MESSAGES.permissionDenied);
    if (member.type === 2 || member.upline_id === null)
      throw new ApiFailure(403, WPS_ERROR_CODES.permissionDenied, WPS_ERROR_MESSAGES.permissionDenied);
    await checkPaymentPassword(member, params.paymentPassword);
    const uplineId = member.upline_id;
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
  return routes;
}
