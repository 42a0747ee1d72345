/** The demo merchant's deposit methods and banks: fixed configuration, like a merchant's back-office setup. */
export const DEPOSIT_METHODS = [
  { id: 1, channel: 'MANUAL', vendor: 'BANK', name: 'Bank transfer', minAmount: 100, maxAmount: 100_000 },
  { id: 2, channel: 'GATEWAY', vendor: 'GCASH', name: 'GCash', minAmount: 100, maxAmount: 50_000 },
  { id: 3, channel: 'GATEWAY', vendor: 'MAYA', name: 'Maya', minAmount: 100, maxAmount: 50_000 },
  { id: 4, channel: 'ALIPAY', vendor: 'ALIPAY', name: 'Alipay', minAmount: 100, maxAmount: 20_000 },
  { id: 5, channel: 'QQ', vendor: 'QQ', name: 'QQ wallet', minAmount: 100, maxAmount: 20_000 },
  { id: 6, channel: 'WECHAT', vendor: 'WECHAT', name: 'WeChat Pay', minAmount: 100, maxAmount: 20_000 },
] as const;

export type DepositMethod = (typeof DEPOSIT_METHODS)[number];

export const BANKS = [
  { bankCode: 'BDO', bankName: 'BDO Unibank', vendor: 'BANK' },
  { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands', vendor: 'BANK' },
  { bankCode: 'MBT', bankName: 'Metrobank', vendor: 'BANK' },
  { bankCode: 'LBP', bankName: 'Land Bank of the Philippines', vendor: 'BANK' },
  { bankCode: 'GCASH', bankName: 'GCash', vendor: 'GCASH' },
  { bankCode: 'MAYA', bankName: 'Maya', vendor: 'MAYA' },
] as const;

/** Where a non-manual deposit "pays": a sandbox page confirming the (already approved) order. */
export const demoPayUrl = (orderNo: string) =>
  `/wps/demo/pay?${new URLSearchParams({ orderId: orderNo }).toString()}`;
