import type { Context, Hono } from 'hono';
import { WPS_HEADERS, validateRequest } from '@wps-mobile/api-client/contract';
import type { CallParams, CallValue, WpsCall } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase, Merchant } from '../db';
import type { MemberRow } from '../db/queries/account/members';
import { ApiFailure } from './api-failure';
import type { ApiEnv } from './api-env';
import { TRIAL_REFUSED_CALLS, rejectTrial } from './member-guards';
import { runOnce } from './money-requests';
import { readInput } from './read-input';
import { fail, ok } from './respond';
import type { SandboxState } from './sandbox-state';
import { memberOfToken } from './sessions';

export interface CallContext<C extends WpsCall> {
  readonly c: Context<ApiEnv>;
  readonly params: CallParams<C>;
  readonly db: SandboxDatabase;
  readonly state: SandboxState;
  readonly merchant: Merchant;
  readonly language: string;
  readonly now: number;
  /** The Authorization token as sent ('' when none). */
  readonly token: string;
}

export type MemberCallContext<C extends WpsCall> = CallContext<C> & { readonly member: MemberRow };

type Handler<C extends WpsCall, Ctx> = (ctx: Ctx) => CallValue<C> | Promise<CallValue<C>>;

/**
 * Registers one contract call: reads its input where the contract says, checks the session for `member` calls
 * (and uses one when present for `optional`), validates against the shared schema, then runs the handler.
 */
export function route<C extends WpsCall>(
  routes: Hono<ApiEnv>,
  call: C,
  handler: Handler<C, CallContext<C> & { readonly member?: MemberRow }>,
): void {
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  routes[method](call.path, async (c) => {
    try {
      const state = c.var.state;
      const db = c.var.db;
      const token = c.req.header(WPS_HEADERS.authorization)?.trim() ?? '';
      const member =
        call.auth === 'member' || (call.auth === 'optional' && token !== '')
          ? memberOfToken(db, state, token, c.var.merchant)
          : undefined;
      if (member && TRIAL_REFUSED_CALLS.has(call.name)) rejectTrial(member);
      const input = await readInput(c, call, state);
      const check = validateRequest(call, input);
      if (!check.ok) return fail(c, 400, check.errorCode, check.message);
      const now = state.now();
      const ctx = {
        c,
        params: check.params,
        db,
        state,
        merchant: c.var.merchant,
        language: c.var.language,
        now,
        token,
        member,
      };
      const key = c.req.header(WPS_HEADERS.idempotencyKey);
      const once = { db, call: call.name, memberId: member?.id, key, now };
      return ok(c, await runOnce(once, check.params, () => (handler as (ctx: unknown) => unknown)(ctx)));
    } catch (error) {
      if (error instanceof ApiFailure)
        return fail(c, error.status, error.errorCode, error.message, error.value);
      throw error;
    }
  });
}

/** Registers a call that needs a live session: the handler always gets the member. */
export function memberRoute<C extends WpsCall>(
  routes: Hono<ApiEnv>,
  call: C,
  handler: Handler<C, MemberCallContext<C>>,
): void {
  if (call.auth !== 'member') throw new Error(`${call.name} is not a member call`);
  route(routes, call, handler as Handler<C, CallContext<C> & { readonly member?: MemberRow }>);
}
