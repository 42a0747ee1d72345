import { createHash } from 'node:crypto';
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

/** How long a key is remembered: a phone retrying a lost answer does so within minutes, a day is ample. */
export const MONEY_REQUEST_TTL_MS = 24 * 60 * 60_000;
/** Expired keys are swept at most this often. */
const SWEEP_EVERY_MS = 60_000;
const MAX_KEY = 64;
/** Input fields that carry a credential: never part of what the book keeps, in any form. */
const CREDENTIAL_FIELD = /password/i;

/** What the book keeps of a money submit: only what answering a repeat needs. */
export interface MoneyRequest {
  readonly call: string;
  /** SHA-256 of the validated input less its credentials: a key reused for other input is refused. */
  readonly fingerprint: string;
  readonly answer: Promise<unknown>;
  readonly expiresAt: number;
  orderId: string;
}

interface Book {
  readonly entries: Map<string, MoneyRequest>;
  sweptAt: number;
}

// Per world (each has its own database); in memory, as a real platform keeps them for a day or so.
const BOOKS = new WeakMap<SandboxDatabase, Book>();

function bookOf(db: SandboxDatabase, now: number): Map<string, MoneyRequest> {
  let book = BOOKS.get(db);
  if (!book) {
    book = { entries: new Map(), sweptAt: now };
    BOOKS.set(db, book);
  }
  if (now - book.sweptAt >= SWEEP_EVERY_MS) {
    book.sweptAt = now;
    for (const [id, entry] of book.entries) if (entry.expiresAt <= now) book.entries.delete(id);
  }
  return book.entries;
}

/** The live entry of a member's key, if any. */
function entryOf(db: SandboxDatabase, id: string, now: number): MoneyRequest | undefined {
  const entry = bookOf(db, now).get(id);
  return entry && entry.expiresAt > now ? entry : undefined;
}

/** What the book holds for a world's database (for tests: it must never hold a credential). */
export const bookedMoneyRequests = (db: SandboxDatabase, now: number): readonly MoneyRequest[] => [
  ...bookOf(db, now).values(),
];

function fingerprintOf(input: unknown): string {
  const fields = typeof input === 'object' && input !== null ? Object.entries(input) : [['', input]];
  const kept = fields.filter(([name]) => !CREDENTIAL_FIELD.test(String(name)));
  return createHash('sha256').update(JSON.stringify(kept)).digest('base64url');
}

function orderIdOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return '';
  const { orderId, transactionId } = value as { orderId?: unknown; transactionId?: unknown };
  if (typeof orderId === 'string') return orderId;
  return typeof transactionId === 'number' ? String(transactionId) : '';
}

/**
 * Runs a money call once per member and key: a repeated key (even while the first is still running) gets the
 * first answer and moves nothing, for a day. A refused submit moved nothing either, so its key may be tried again.
 */
export async function runOnce(
  request: {
    db: SandboxDatabase;
    call: string;
    memberId: number | undefined;
    key: string | undefined;
    now: number;
  },
  input: unknown,
  work: () => unknown,
): Promise<unknown> {
  const key = request.key?.trim();
  if (!MONEY_CALLS.has(request.call) || request.memberId === undefined || !key) return work();
  if (key.length > MAX_KEY)
    throw new ApiFailure(400, WPS_ERROR_CODES.parameterTooLong, `${WPS_HEADERS.idempotencyKey} is too long.`);
  const id = `${request.memberId}:${key}`;
  const known = entryOf(request.db, id, request.now);
  const fingerprint = fingerprintOf(input);
  if (known) {
    if (known.call !== request.call || known.fingerprint !== fingerprint)
      throw invalidState('This request key was already used for another request.');
    return known.answer;
  }
  const entry: MoneyRequest = {
    call: request.call,
    fingerprint,
    answer: Promise.resolve().then(work),
    expiresAt: request.now + MONEY_REQUEST_TTL_MS,
    orderId: '',
  };
  const book = bookOf(request.db, request.now);
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
export function lookUpMoneyRequest(db: SandboxDatabase, memberId: number, key: string, now: number) {
  const entry = entryOf(db, `${memberId}:${key.trim()}`, now);
  return entry
    ? { found: true, call: entry.call, orderId: entry.orderId }
    : { found: false, call: '', orderId: '' };
}
