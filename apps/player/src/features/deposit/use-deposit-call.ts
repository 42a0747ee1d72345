import {
  useAlipayMutation,
  useManualTransferMutation,
  usePaymentGatewayMutation,
  useQqPayMutation,
  useWechatPayMutation,
} from '@wps-mobile/api-client';
import type { DepositMethod } from '@wps-mobile/api-client/contract';

export type { DepositMethod, DepositOrder } from '@wps-mobile/api-client/contract';

/** The submit of each deposit channel (each is its own call on the platform). */
export function useDepositCall(channel: DepositMethod['channel'] | undefined) {
  const calls = {
    MANUAL: useManualTransferMutation()[0],
    ALIPAY: useAlipayMutation()[0],
    QQ: useQqPayMutation()[0],
    WECHAT: useWechatPayMutation()[0],
    GATEWAY: usePaymentGatewayMutation()[0],
  };
  return calls[channel ?? 'MANUAL'];
}
