import { wpsApi } from './api';
import { DEPOSIT_ROUTES as CALLS } from './contract/routes/deposit.generated';
import { MONEY, MOVED, callMutation, callQuery, moneyMutation } from './endpoint-kit';

/** Deposit methods and banks, deposit promotions, deposit orders by channel and the deposit report. */
export const depositApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    depositMethods: callQuery(build, CALLS.depositMethods, ['Balance']),
    banksByVendor: callQuery(build, CALLS.banksByVendor),
    depositPromotions: callQuery(build, CALLS.depositPromotions, ['Promotions']),
    acceptPromotion: callMutation(
      build,
      CALLS.acceptPromotion,
      [...MOVED, 'UnclaimedCount', 'Promotions'],
      MONEY,
    ),
    depositReport: callQuery(build, CALLS.depositReport, ['Reports']),
    manualTransfer: moneyMutation(build, CALLS.manualTransfer, MOVED),
    alipay: moneyMutation(build, CALLS.alipay, MOVED),
    qqPay: moneyMutation(build, CALLS.qqPay, MOVED),
    wechatPay: moneyMutation(build, CALLS.wechatPay, MOVED),
    paymentGateway: moneyMutation(build, CALLS.paymentGateway, MOVED),
    moneyRequest: callQuery(build, CALLS.moneyRequest),
  }),
});

export const {
  useDepositMethodsQuery,
  useBanksByVendorQuery,
  useDepositPromotionsQuery,
  useAcceptPromotionMutation,
  useDepositReportQuery,
  useManualTransferMutation,
  useAlipayMutation,
  useQqPayMutation,
  useWechatPayMutation,
  usePaymentGatewayMutation,
  useMoneyRequestQuery,
  useLazyMoneyRequestQuery,
} = depositApi;
