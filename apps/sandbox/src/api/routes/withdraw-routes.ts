import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { bankCardOf, bankCardsOf } from '../../db/queries/money/bank-cards';
import { reportRange } from '../../db/queries/date-range';
import { cents, fromCents, postLedger } from '../../db/queries/money/ledger';
import { insertMoneyOrder, moneyOrders } from '../../db/queries/money/money-orders';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { checkPaymentPassword } from '../credential-checks';
import { WITHDRAW_LIMITS, checkAmountLimits } from '../money/amount-limits';
import { moveMoney } from '../money/move-money';
import { toPage } from '../paging';

/** Bank cards, the withdrawal and the withdraw report. */
export function withdrawRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.bankCards, ({ db, member }) =>
    bankCardsOf(db, member.id).map((card) => ({
      id: card.id,
      bankCode: card.bank_code,
      bankName: card.bank_name,
      accountNo: `**** **** ${card.account_no.slice(-4)}`,
      accountName: card.account_name,
    })),
  );

  // The rules the merchant wallet advertises, in this order: a real account, an amount within the limits, the
  // payment password, the member's own card, then the balance.
  memberRoute(routes, WPS_CALLS.withdraw, async ({ db, state, member, params, now }) => {
    checkAmountLimits(params.amount, WITHDRAW_LIMITS);
    await checkPaymentPassword(state, member, params.paymentPassword);
    if (!bankCardOf(db, member.id, params.bankCardId))
      throw new ApiFailure(400, WPS_ERROR_CODES.notFound, 'The bank card does not exist.');
    // After the last await: the balance is read and debited in one synchronous transaction.
    return moveMoney(db, () => {
      const amount = cents(params.amount);
      const orderNo = `W${now}${Math.floor(Math.random() * 1e6)}`;
      const orderId = insertMoneyOrder(db, {
        memberId: member.id,
        kind: 'WITHDRAW',
        row: {
          order_no: orderNo,
          channel: 'BANK',
          amount_cents: amount,
          status: 'PENDING',
          ref: params.bankCardId,
          created_at: now,
        },
      });
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
        orderId: `${orderNo}-${orderId}`,
      };
    });
  });

  memberRoute(routes, WPS_CALLS.withdrawReport, ({ db, member, merchant, params, now }) => {
    const page = toPage(
      moneyOrders(db, member.id, 'WITHDRAW', reportRange(params, merchant.timeZone, now)),
      params.pageNo,
      params.pageSize,
    );
    return {
      ...page,
      list: page.list.map((row) => ({
        orderId: row.order_no,
        amount: fromCents(row.amount_cents),
        status: row.status,
        bankCardId: row.ref ?? 0,
        createTime: row.created_at,
      })),
    };
  });
  return routes;
}
