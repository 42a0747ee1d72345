import type { z } from 'zod';

export type WpsMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a call's request travels: the query string, a JSON body, a form body, or an encrypted JSON body. */
export type WpsInput = 'query' | 'json' | 'form' | 'encrypted';

/**
 * Who may call: anyone, anyone (a session adds data such as favourites), or a member with a live session.
 * Calls marked `member` answer 401 `login.not.session` without one.
 */
export type WpsAuth = 'none' | 'optional' | 'member';

/** One `/wps` call: everything a client needs to send it and a server needs to check it. */
export interface WpsCall<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly method: WpsMethod;
  readonly path: string;
  readonly input: WpsInput;
  readonly auth: WpsAuth;
  /** Schema of the query or of the (decrypted) body. */
  readonly request: Req;
  /** Schema of `value` in the success envelope. */
  readonly response: Res;
  /** What the call is for, in one line. */
  readonly summary: string;
}

/** What a client passes (before defaults and coercion). */
export type CallRequest<C extends WpsCall> = z.input<C['request']>;
/** What a server gets after validation. */
export type CallParams<C extends WpsCall> = z.output<C['request']>;
/** The success envelope's `value`. */
export type CallValue<C extends WpsCall> = z.output<C['response']>;

/** Defines a call; `input` defaults to the query for GET/DELETE and JSON otherwise, `auth` to `none`. */
export function defineCall<Req extends z.ZodType, Res extends z.ZodType>(call: {
  name: string;
  method: WpsMethod;
  path: string;
  input?: WpsInput;
  auth?: WpsAuth;
  request: Req;
  response: Res;
  summary: string;
}): WpsCall<Req, Res> {
  const input = call.input ?? (call.method === 'GET' || call.method === 'DELETE' ? 'query' : 'json');
  return { ...call, input, auth: call.auth ?? 'none' };
}
