import type { Transaction } from '@wps-mobile/api-client/contract';

/** The ledger types that move money in or out of the account rather than win or lose it. */
export const MONEY_MOVE_TYPES = ['D', 'W'] as const;

export interface NetResultInput {
  readonly balanceNow: number;
  readonly openingBalance: number;
  /** Recent ledger entries; only deposits and withdrawals from `startedAt` on count. */
  readonly moves: readonly Pick<Transaction, 'type' | 'amount' | 'createTime'>[];
  readonly startedAt: number;
}

/**
 * What the player won or lost since logging in: the balance now minus the balance at login, leaving out the
 * money deposited (a positive ledger amount) and withdrawn (a negative one) since. Rounded to cents.
 */
export function netResult({ balanceNow, openingBalance, moves, startedAt }: NetResultInput): number {
  const moved = moves
    .filter(
      (move) => move.createTime >= startedAt && (MONEY_MOVE_TYPES as readonly string[]).includes(move.type),
    )
    .reduce((sum, move) => sum + move.amount, 0);
  return Math.round((balanceNow - openingBalance - moved) * 100) / 100;
}
