import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES, WPS_ERROR_MESSAGES } from '@wps-mobile/api-client/contract';
import { verifyPassword } from '../../auth/password-hash';
import { InsufficientFundsError, cents, fromCents, postLedger } from '../../db/queries/ledger';
import { memberById } from '../../db/queries/members';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { checkWithdrawLimits } from './wallet-move-routes';

/** Balances, bank cards and withdrawals. Every money move is one synchronous transaction with its ledger line. */
export function walletRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.wallet, ({ db, member, merchant }) => {
    const fresh = memberById(db, member.id) ?? member;
    return {
      sumBalance: fromCents(fresh.balance_cents + fresh.game_balance_cents),
      currency: merchant.currency,
      wallets: [
        { walletType: 'MAIN', name: 'Main wallet', balance: fromCents(fresh.balance_cents) },
        { walletType: 'GAME', name: 'Game wallet', balance: fromCents(fresh.game_balance_cents) },
      ],
    };
  });

  memberRoute(routes, WPS_CALLS.bankCards, ({ db, member }) =>
    db
      .all<{ id: number; bank_code: string; bank_name: string; account_no: string; account_name: string }>(
        'SELECT * FROM bank_card WHERE member_id = ? ORDER BY id',
        [member.id],
      )
      .map((card) => ({
        id: card.id,
        bankCode: card.bank_code,
        bankName: card.bank_name,
        accountNo: `**** **** ${card.account_no.slice(-4)}`,
        accountName: card.account_name,
      })),
  );

  memberRoute(routes, WPS_CALLS.withdraw, async ({ db, member, params, now }) => {
    if (member.type === 4)
      throw new ApiFailure(403, WPS_ERROR_CODES.trialRejected, WPS_ERROR_MESSAGES.trialRejected);
    if (!member.payment_password_hash)
      throw new ApiFailure(
        400,
        WPS_ERROR_CODES.paymentPasswordMissing,
        'Please set a payment password first.',
      );
    if (!(await verifyPassword(params.paymentPassword, member.payment_password_hash)))
      throw new ApiFailure(400, WPS_ERROR_CODES.paymentPasswordWrong, 'Password format is incorrect');
    checkWithdrawLimits(params.amount);
    const card = db.get('SELECT id FROM bank_card WHERE id = ? AND member_id = ?', [
      params.bankCardId,
      member.id,
    ]);
    if (!card) throw new ApiFailure(400, WPS_ERROR_CODES.notFound, 'The bank card does not exist.');
    // The balance is read and debited inside one synchronous transaction, after every await: no interleaving.
    try {
      return db.transaction(() => {
        const amount = cents(params.amount);
        const orderNo = `W${now}${Math.floor(Math.random() * 1e6)}`;
        const { lastId } = db.run(
          `INSERT INTO money_order (order_no, member_id, kind, channel, amount_cents, status, ref, created_at)
           VALUES (?, ?, 'WITHDRAW', 'BANK', ?, 'PENDING', ?, ?)`,
          [orderNo, member.id, amount, params.bankCardId, now],
        );
        const moved = postLedger(db, {
          memberId: member.id,
          cents: -amount,
          type: 'W',
          code: 'WITHDRAW',
          remark: orderNo,
          at: now,
        });
        return {
          balance: fromCents(moved.balanceCents),
          transactionId: moved.ledgerId,
          orderId: `${orderNo}-${lastId}`,
        };
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError)
        throw new ApiFailure(400, WPS_ERROR_CODES.balanceInsufficient, 'Insufficient balance.');
      throw error;
    }
  });
  return routes;
}
