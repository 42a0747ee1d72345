import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import type { WpsTag } from './api';
import type { wpsBaseQuery } from './base-query';
import type { CallRoute } from './contract/call-routes';
import type { CallRequest, CallValue, WpsCall } from './contract/define-call';
import type { LocalCacheRule, SensitiveCall, WpsRequest } from './request';

export type WpsBuild = EndpointBuilder<typeof wpsBaseQuery, WpsTag, 'wps'>;

/** What a hook takes: nothing for calls without input, else the call's request before defaults. */
export type CallArgs<C extends WpsCall> =
  CallRequest<C> extends Record<string, never> ? void : CallRequest<C>;

export interface CallOptions {
  readonly sensitive?: SensitiveCall;
  /** False for GETs with a side effect (send an SMS, launch a game, record a visit): never repeated. */
  readonly retry?: boolean;
  readonly localCache?: LocalCacheRule;
}

/** Options of a call that moves money: sent as a money call, never repeated. */
export const MONEY = { sensitive: 'money' } as const;
/** What every money move makes stale: the balance and the records that list it. */
export const MOVED = ['Balance', 'Reports'] as const satisfies readonly WpsTag[];

// Query strings carry lists as comma-separated values (`types=B,PL,PU`).
function toParams(args: unknown): WpsRequest['params'] {
  const params: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries((args ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params[key] = Array.isArray(value) ? value.join(',') : (value as string | number | boolean);
  }
  return params;
}

/** The request of one contract call: method, path and where its input travels come from the contract. */
export function requestFor(call: CallRoute, args: unknown, options: CallOptions = {}): WpsRequest {
  const base = { path: call.path, method: call.method, ...options };
  switch (call.input) {
    case 'query':
      return { ...base, params: toParams(args) };
    case 'form':
      return { ...base, body: args ?? {}, form: true };
    case 'encrypted':
      return { ...base, body: args ?? {}, encrypted: true, sensitive: options.sensitive ?? 'auth' };
    default:
      return { ...base, body: args ?? {} };
  }
}

/** A cached read of one call, providing the given tags. */
export function callQuery<C extends WpsCall>(
  build: WpsBuild,
  call: CallRoute<C>,
  tags: readonly WpsTag[] = [],
  options: CallOptions = {},
) {
  return build.query<CallValue<C>, CallArgs<C>>({
    query: (args) => requestFor(call, args, options),
    providesTags: [...tags],
  });
}

/** What a money submit adds to its call's input: its client key, sent as the `Idempotency-Key` header. */
export interface MoneyKey {
  readonly idempotencyKey: string;
}

/** What a money submit takes: its call's input (none for calls without input) and its idempotency key. */
export type MoneyArgs<C extends WpsCall> =
  CallRequest<C> extends Record<string, never> ? MoneyKey : CallRequest<C> & MoneyKey;

/**
 * A money submit (deposit, withdraw, transfer, a claim): never retried, and carrying the caller's idempotency key, so a
 * submit the user repeats after a timeout gets the first answer instead of moving money twice.
 */
export function moneyMutation<C extends WpsCall>(
  build: WpsBuild,
  call: CallRoute<C>,
  invalidates: readonly WpsTag[],
) {
  return build.mutation<CallValue<C>, MoneyArgs<C>>({
    query: ({ idempotencyKey, ...args }) => ({
      ...requestFor(call, args, { sensitive: 'money' }),
      idempotencyKey,
    }),
    invalidatesTags: (_result, error) => (error ? [] : [...invalidates]),
  });
}

/**
 * A call that changes something, invalidating the given tags once it succeeded (a failed claim or transfer
 * changes nothing, so nothing is refetched).
 */
export function callMutation<C extends WpsCall>(
  build: WpsBuild,
  call: CallRoute<C>,
  invalidates: readonly WpsTag[] = [],
  options: CallOptions = {},
) {
  return build.mutation<CallValue<C>, CallArgs<C>>({
    query: (args) => requestFor(call, args, options),
    invalidatesTags: (_result, error) => (error ? [] : [...invalidates]),
  });
}
