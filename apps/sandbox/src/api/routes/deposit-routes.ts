import { Hono } from 'hono';
import { WPS_CALLS, WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import type { WpsCall } from '@wps-mobile/api-client/contract';
import { reportRange } from '../../db/queries/date-range';
import { cents, fromCents, postLedger } from '../../db/queries/ledger';
import { ApiFailure } from '../api-failure';
import type { ApiEnv } from '../api-env';
import { memberRoute } from '../call-route';
import { imageUrls } from '../images/image-urls';
import { invalidState, notFound, rejectTrial } from '../member-guards';
import { lookUpMoneyRequest } from '../money-requests';
import { toPage } from '../paging';
import { BANKS, DEPOSIT_METHODS, demoPayUrl } from './deposit-data';

type Db = ApiEnv['Variables']['db'];
interface OrderRow {
  order_no: string;
  channel: string;
  amount_cents: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  ref: number | null;
  created_at: number;
}
type Channel = (typeof DEPOSIT_METHODS)[number]['channel'];

const channelOf = (raw: string): Channel =>
  DEPOSIT_METHODS.find((m) => m.channel === raw)?.channel ?? 'MANUAL';

function toDepositOrder(row: OrderRow) {
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
  const row = db.get<{ id: number; title: string; bonus_cents: number }>(
    "SELECT * FROM promotion WHERE id = ? AND merchant_code = ? AND category = 'DEPOSIT'",
    [id, siteCode],
  );
  if (!row) throw notFound('The deposit promotion');
  return row;
}

/** Deposits (methods, banks, orders of each channel, promotions) and the deposit and withdraw reports. */
export function depositRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  memberRoute(routes, WPS_CALLS.depositMethods, () =>
    DEPOSIT_METHODS.map((m) => ({ ...m, iconUrl: imageUrls.deposit(m.vendor) })),
  );
  memberRoute(routes, WPS_CALLS.banksByVendor, ({ params }) =>
    BANKS.filter((bank) => !params.vendor || bank.vendor === params.vendor).map((bank) => ({ ...bank })),
  );
  memberRoute(routes, WPS_CALLS.depositPromotions, ({ db, merchant }) =>
    db
      .all<{ id: number; title: string; bonus_cents: number }>(
        "SELECT * FROM promotion WHERE merchant_code = ? AND category = 'DEPOSIT' ORDER BY id",
        [merchant.siteCode],
      )
      .map((p) => ({ id: p.id, title: p.title, bonusRate: 1, maxBonus: fromCents(p.bonus_cents) })),
  );

  const deposit = (call: WpsCall & typeof WPS_CALLS.manualTransfer, channel: Channel) =>
    memberRoute(routes, call, ({ db, member, merchant, params, now }) => {
      rejectTrial(member);
      const method = DEPOSIT_METHODS.find((m) => m.id === params.methodId && m.channel === channel);
      if (!method) throw notFound(`The ${channel.toLowerCase()} deposit method`);
      if (params.amount < method.minAmount || params.amount > method.maxAmount)
        throw new ApiFailure(
          400,
          WPS_ERROR_CODES.parameterOutOfRange,
          `The amount must be between ${method.minAmount} and ${method.maxAmount}.`,
        );
      if (params.promotionId !== undefined) depositPromotion(db, merchant.siteCode, params.promotionId);
      // A manual transfer waits for the back office; the sandbox's gateways and e-wallets "pay" at once.
      const status = channel === 'MANUAL' ? 'PENDING' : 'APPROVED';
      return db.transaction(() => {
        const orderNo = `D${now}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
        const amount = cents(params.amount);
        db.run(
          `INSERT INTO money_order (order_no, member_id, kind, channel, amount_cents, status, ref, created_at)
           VALUES (?, ?, 'DEPOSIT', ?, ?, ?, ?, ?)`,
          [orderNo, member.id, channel, amount, status, params.promotionId ?? null, now],
        );
        if (status === 'APPROVED')
          postLedger(db, {
            memberId: member.id,
            cents: amount,
            type: 'D',
            code: 'DEPOSIT',
            remark: orderNo,
            at: now,
          });
        if (params.promotionId !== undefined)
          db.run(
            "INSERT OR IGNORE INTO member_promotion (member_id, promotion_id, status) VALUES (?, ?, 'process')",
            [member.id, params.promotionId],
          );
        return toDepositOrder({
          order_no: orderNo,
          channel,
          amount_cents: amount,
          status,
          ref: null,
          created_at: now,
        });
      });
    });
  deposit(WPS_CALLS.manualTransfer, 'MANUAL');
  deposit(WPS_CALLS.alipay, 'ALIPAY');
  deposit(WPS_CALLS.qqPay, 'QQ');
  deposit(WPS_CALLS.wechatPay, 'WECHAT');
  deposit(WPS_CALLS.paymentGateway, 'GATEWAY');

  memberRoute(routes, WPS_CALLS.acceptPromotion, ({ db, member, merchant, params }) => {
    rejectTrial(member);
    depositPromotion(db, merchant.siteCode, params.promotionId);
    const { changes } = db.run(
      "INSERT OR IGNORE INTO member_promotion (member_id, promotion_id, status) VALUES (?, ?, 'process')",
      [member.id, params.promotionId],
    );
    if (changes === 0) throw invalidState('You already joined this promotion.');
    return true;
  });

  const orders = (db: Db, memberId: number, kind: string, range: { from: number; to: number }) =>
    db.all<OrderRow>(
      `SELECT * FROM money_order WHERE member_id = ? AND kind = ? AND created_at >= ? AND created_at < ?
       ORDER BY created_at DESC, id DESC`,
      [memberId, kind, range.from, range.to],
    );

  memberRoute(routes, WPS_CALLS.depositReport, ({ db, member, merchant, params, now }) => {
    const page = toPage(
      orders(db, member.id, 'DEPOSIT', reportRange(params, merchant.timeZone, now)),
      params.pageNo,
      params.pageSize,
    );
    return { ...page, list: page.list.map(toDepositOrder) };
  });

  memberRoute(routes, WPS_CALLS.moneyRequest, ({ db, member, params }) =>
    lookUpMoneyRequest(db, member.id, params.idempotencyKey),
  );

  memberRoute(routes, WPS_CALLS.withdrawReport, ({ db, member, merchant, params, now }) => {
    const page = toPage(
      orders(db, member.id, 'WITHDRAW', reportRange(params, merchant.timeZone, now)),
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
