import { WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import { ApiFailure } from '../api-failure';

export interface AmountLimits {
  readonly min: number;
  readonly max: number;
}

/** What the merchant wallet advertises (`minWithdraw`, `maxWithdraw`) and the withdrawal enforces. */
export const WITHDRAW_LIMITS: AmountLimits = { min: 100, max: 50_000 };

/** Refuses an amount outside the limits, both ends allowed, with the contract's out-of-range code. */
export function checkAmountLimits(amount: number, limits: AmountLimits): void {
  if (amount < limits.min || amount > limits.max)
    throw new ApiFailure(
      400,
      WPS_ERROR_CODES.parameterOutOfRange,
      `The amount must be between ${limits.min} and ${limits.max}.`,
    );
}
