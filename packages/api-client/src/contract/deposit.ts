import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { amount, int, money, noInput, optionalText, pagedOf, paging, timestamp } from './schema-kit';
import { dateRange } from './wallet';

export const DEPOSIT_CHANNELS = ['MANUAL', 'ALIPAY', 'QQ', 'WECHAT', 'GATEWAY'] as const;

export const depositMethodSchema = z.object({
  id: z.number().int(),
  channel: z.enum(DEPOSIT_CHANNELS),
  vendor: z.string(),
  name: z.string(),
  minAmount: money,
  maxAmount: money,
  iconUrl: z.string(),
});

export const ORDER_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

export const depositOrderSchema = z.object({
  orderId: z.string(),
  channel: z.enum(DEPOSIT_CHANNELS),
  amount: money,
  status: z.enum(ORDER_STATUSES),
  /** Where the member pays: a demo page on the sandbox for gateways, '' for manual transfers. */
  payUrl: z.string(),
  createTime: timestamp,
});

const depositRequest = z.object({
  methodId: int(1),
  amount: amount(),
  promotionId: int(1).optional(),
  /** Manual transfers: the sender's name and reference. */
  payerName: optionalText(50),
  reference: optionalText(60),
});

const depositCall = (name: string, path: string, summary: string) =>
  defineCall({
    name,
    method: 'POST',
    path,
    auth: 'member',
    request: depositRequest,
    response: depositOrderSchema,
    summary,
  });

/** Deposit methods, orders by channel, deposit promotions and the deposit report. */
export const depositCalls = {
  depositMethods: defineCall({
    name: 'depositMethods',
    method: 'GET',
    path: WPS_PATHS.depositMethods,
    auth: 'member',
    request: noInput,
    response: z.array(depositMethodSchema),
    summary: 'Deposit methods (manual, e-wallets, payment gateway).',
  }),
  banksByVendor: defineCall({
    name: 'banksByVendor',
    method: 'GET',
    path: WPS_PATHS.banksByVendor,
    auth: 'member',
    request: z.object({ vendor: optionalText(32) }),
    response: z.array(z.object({ bankCode: z.string(), bankName: z.string(), vendor: z.string() })),
    summary: 'Banks a vendor (or any vendor) takes.',
  }),
  depositPromotions: defineCall({
    name: 'depositPromotions',
    method: 'GET',
    path: WPS_PATHS.depositPromotions,
    auth: 'member',
    request: noInput,
    response: z.array(
      z.object({ id: z.number().int(), title: z.string(), bonusRate: z.number(), maxBonus: money }),
    ),
    summary: 'Promotions a deposit can join.',
  }),
  manualTransfer: depositCall(
    'manualTransfer',
    WPS_PATHS.manualTransfer,
    'A manual bank transfer deposit order.',
  ),
  alipay: depositCall('alipay', WPS_PATHS.alipay, 'An Alipay deposit order.'),
  qqPay: depositCall('qqPay', WPS_PATHS.qqPay, 'A QQ wallet deposit order.'),
  wechatPay: depositCall('wechatPay', WPS_PATHS.wechatPay, 'A WeChat deposit order.'),
  paymentGateway: depositCall('paymentGateway', WPS_PATHS.paymentGateway, 'A payment gateway deposit order.'),
  acceptPromotion: defineCall({
    name: 'acceptPromotion',
    method: 'POST',
    path: WPS_PATHS.acceptPromotion,
    auth: 'member',
    request: z.object({ promotionId: int(1), orderId: optionalText(40) }),
    response: z.boolean(),
    summary: 'Join a deposit promotion.',
  }),
  depositReport: defineCall({
    name: 'depositReport',
    method: 'GET',
    path: WPS_PATHS.depositReport,
    auth: 'member',
    request: z.object({ ...dateRange, ...paging(20) }),
    response: pagedOf(depositOrderSchema),
    summary: 'Deposit (load) orders by date range.',
  }),
} as const;
