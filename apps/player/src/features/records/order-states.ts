/** Labels of a game order's state. */
export const ORDER_STATE_KEYS = {
  OPEN: 'wallet.records.statusOpen',
  SETTLED: 'wallet.records.statusSettled',
  CANCELLED: 'wallet.statusCancelled',
} as const;
