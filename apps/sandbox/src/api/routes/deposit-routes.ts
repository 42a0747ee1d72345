import { Hono } from 'hono';
import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import type { WpsCall } from '@wps-mobile/api-client/contract';
import {
  depositPromotionOf,
  depositPromotionsOf,
  joinDepositPromotion,
} from '../../db/queries/money/deposit';
import { reportRange } from '../../db/queries/date-range';
import { cents, fromCents, postLedger } from '../../db/queries/money/ledger';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { imageUrls } from '../images/image-urls';
import { invalidState, notFound } from '../member-guards';
import { lookUpMoneyRequest } from '../money-requests';
import { toPage } from '../paging';
import { BANKS, DEPOSIT_METHODS, demoPayUrl } from '../money/deposit-data';
import { checkAmountLimits } from '../money/amount-limits';
import { insertMoneyOrder, moneyOrders } from '../../db/queries/money/money-orders';
import type { MoneyOrderRow } from '../../db/queries/money/money-orders';

type Db = ApiEnv['Variables']['db'];
type Channel = (typeof DEPOSIT_METHODS)[number]['channel'];

const channelOf = (raw: string): Channel =>
  DEPOSIT_METHODS.find((m) => m.channel === raw)?.channel ?? 'MANUAL';

function toDepositOrder(row: MoneyOrderRow) {
  const channel = channelOf(row.channel);
  return {
    orderId: row.order_no,
    channel,
    amount: fromCents(row.amount_cents),
    status: row.status,
    payUrl: channel === 'MANUAL' ? '' : demoPayUrl(row.order_no),
    createTime: row.created_at,
  };
}

function depositPromotion(db: Db, siteCode: string, id: number) {
  const row = depositPromotionOf(db, siteCode, id);
  if (!row) throw notFound('The deposit promotion');
  return row;
}

/** Deposits (methods, banks, orders of each channel, promotions) and the deposit report. */
export function depositRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.depositMethods, () =>
    DEPOSIT_METHODS.map((m) => ({ ...m, iconUrl: imageUrls.deposit(m.vendor) })),
  );
  memberRoute(routes, WPS_CALLS.banksByVendor, ({ params }) =>
    BANKS.filter((bank) => !params.vendor || bank.vendor === params.vendor).map((bank) => ({ ...bank })),
  );
  memberRoute(routes, WPS_CALLS.depositPromotions, ({ db, merchant }) =>
    depositPromotionsOf(db, merchant.siteCode).map((p) => ({
      id: p.id,
      title: p.title,
      bonusRate: 1,
      maxBonus: fromCents(p.bonus_cents),
    })),
  );

  const deposit = (call: WpsCall & typeof WPS_CALLS.manualTransfer, channel: Channel) =>
    memberRoute(routes, call, ({ db, member, merchant, params, now }) => {
      const method = DEPOSIT_METHODS.find((m) => m.id === params.methodId && m.channel === channel);
      if (!method) throw notFound(`The ${channel.toLowerCase()} deposit method`);
      checkAmountLimits(params.amount, { min: method.minAmount, max: method.maxAmount });
      if (params.promotionId !== undefined) depositPromotion(db, merchant.siteCode, params.promotionId);
      // A manual transfer waits for the back office; the sandbox's gateways and e-wallets "pay" at once.
      const status = channel === 'MANUAL' ? 'PENDING' : 'APPROVED';
      return db.transaction(() => {
        const orderNo = `D${now}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
        const amount = cents(params.amount);
        const row = {
          order_no: orderNo,
          channel,
          amount_cents: amount,
          status,
          ref: params.promotionId ?? null,
          created_at: now,
        } as const;
        insertMoneyOrder(db, { memberId: member.id, kind: 'DEPOSIT', row });
        if (status === 'APPROVED')
          postLedger(db, {
            memberId: member.id,
            cents: amount,
            type: 'D',
            code: 'DEPOSIT',
            remark: orderNo,
            at: now,
          });
        if (params.promotionId !== undefined) joinDepositPromotion(db, member.id, params.promotionId);
        return toDepositOrder(row);
      });
    });
  deposit(WPS_CALLS.manualTransfer, 'MANUAL');
  deposit(WPS_CALLS.alipay, 'ALIPAY');
  deposit(WPS_CALLS.qqPay, 'QQ');
  deposit(WPS_CALLS.wechatPay, 'WECHAT');
  deposit(WPS_CALLS.paymentGateway, 'GATEWAY');

  memberRoute(routes, WPS_CALLS.acceptPromotion, ({ db, member, merchant, params }) => {
    depositPromotion(db, merchant.siteCode, params.promotionId);
    if (!joinDepositPromotion(db, member.id, params.promotionId))
      throw invalidState('You already joined this promotion.');
    return true;
  });

  memberRoute(routes, WPS_CALLS.depositReport, ({ db, member, merchant, params, now }) => {
    const page = toPage(
      moneyOrders(db, member.id, 'DEPOSIT', reportRange(params, merchant.timeZone, now)),
      params.pageNo,
      params.pageSize,
    );
    return { ...page, list: page.list.map(toDepositOrder) };
  });

  memberRoute(routes, WPS_CALLS.moneyRequest, ({ db, member, params, now }) =>
    lookUpMoneyRequest(db, member.id, params.idempotencyKey, now),
  );

  return routes;
}
