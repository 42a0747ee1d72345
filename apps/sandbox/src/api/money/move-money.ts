import { WPS_ERROR_CODES } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../db';
import { InsufficientFundsError } from '../../db/queries/money/ledger';
import { ApiFailure } from '../api-failure';

/**
 * Runs a money move as one synchronous transaction (the balance is read and debited with no await between, so
 * concurrent requests never spend the same funds), turning a short balance into the contract's error.
 */
export function moveMoney<T>(db: SandboxDatabase, work: () => T): T {
  try {
    return db.transaction(work);
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw new ApiFailure(400, WPS_ERROR_CODES.balanceInsufficient, 'Insufficient balance.');
    throw error;
  }
}
