import { wpsApi } from './api';
import { WPS_CALL_ROUTES as CALLS } from './contract/call-routes';
import { MONEY, MOVED, callMutation, callQuery } from './endpoint-kit';

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
    manualTransfer: callMutation(build, CALLS.manualTransfer, MOVED, MONEY),
    alipay: callMutation(build, CALLS.alipay, MOVED, MONEY),
    qqPay: callMutation(build, CALLS.qqPay, MOVED, MONEY),
    wechatPay: callMutation(build, CALLS.wechatPay, MOVED, MONEY),
    paymentGateway: callMutation(build, CALLS.paymentGateway, MOVED, MONEY),
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
} = depositApi;
