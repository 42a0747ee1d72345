import { WPS_ERROR_CODES, WPS_HEADERS } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../db';
import { ApiFailure } from './api-failure';
import { invalidState } from './member-guards';

/** Calls that move money (claims and applications included): each honours the client's `Idempotency-Key`. */
export const MONEY_CALLS: ReadonlySet<string> = new Set([
  'withdraw',
  'walletTransfer',
  'transferToUpline',
  'manualTransfer',
  'alipay',
  'qqPay',
  'wechatPay',
  'paymentGateway',
  'transferDownline',
  'transferMultipleDownline',
  'claimPromotion',
  'applyPromotion',
  'claimManualRebate',
  'redRainGrab',
]);

interface MoneyRequest {
  readonly call: string;
  /** The validated input: a key reused for different input is refused, never answered with another's result. */
  readonly input: string;
  readonly answer: Promise<unknown>;
  orderId: string;
}

// Per world (each has its own database); in memory, as a real platform keeps them for a day or so.
const BOOKS = new WeakMap<SandboxDatabase, Map<string, MoneyRequest>>();

function bookOf(db: SandboxDatabase): Map<string, MoneyRequest> {
  let book = BOOKS.get(db);
  if (!book) {
    book = new Map();
    BOOKS.set(db, book);
  }
  return book;
}

const MAX_KEY = 64;

function orderIdOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const { orderId, transactionId } = value as { orderId?: unknown; transactionId?: unknown };
  if (typeof orderId === 'string') return orderId;
  return typeof transactionId === 'number' ? String(transactionId) : '';
}

/**
 * Runs a money call once per member and key: a repeated key (even while the first is still running) gets the
 * first answer and moves nothing. A refused submit moved nothing either, so its key may be tried again.
 */
export async function runOnce(
  request: { db: SandboxDatabase; call: string; memberId: number | undefined; key: string | undefined },
  input: unknown,
  work: () => unknown,
): Promise<unknown> {
  const key = request.key?.trim();
  if (!MONEY_CALLS.has(request.call) || request.memberId === undefined || !key) return work();
  if (key.length > MAX_KEY)
    throw new ApiFailure(400, WPS_ERROR_CODES.parameterTooLong, `${WPS_HEADERS.idempotencyKey} is too long.`);
  const book = bookOf(request.db);
  const id = `${request.memberId}:${key}`;
  const known = book.get(id);
  const text = JSON.stringify(input);
  if (known) {
    if (known.call !== request.call || known.input !== text)
      throw invalidState('This request key was already used for another request.');
    return known.answer;
  }
  const entry: MoneyRequest = {
    call: request.call,
    input: text,
    answer: Promise.resolve().then(work),
    orderId: '',
  };
  book.set(id, entry);
  try {
    const value = await entry.answer;
    entry.orderId = orderIdOf(value);
    return value;
  } catch (error) {
    book.delete(id);
    throw error;
  }
}

/** What became of a member's money submit by its key (the `moneyRequest` call). */
export function lookUpMoneyRequest(db: SandboxDatabase, memberId: number, key: string) {
  const entry = bookOf(db).get(`${memberId}:${key.trim()}`);
  return entry
    ? { found: true, call: entry.call, orderId: entry.orderId }
    : { found: false, call: '', orderId: '' };
}
