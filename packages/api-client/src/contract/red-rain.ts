import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { int, money, noInput, timestamp } from './schema-kit';

/**
 * Red envelope rain (spec section 2, `/m/redRain`). The spec names the screen, not its payload: a session runs
 * from `start` to `end`; while it is live each member may open one envelope, worth a random whole-cent amount
 * between the session's minimum and maximum, credited to the main balance.
 */
export const RED_RAIN_STATUSES = ['upcoming', 'live', 'ended'] as const;
export type RedRainStatus = (typeof RED_RAIN_STATUSES)[number];

export const redRainSessionSchema = z.object({
  id: z.number().int(),
  start: timestamp,
  end: timestamp,
  status: z.enum(RED_RAIN_STATUSES),
  minAmount: money,
  maxAmount: money,
  /** What this member got from the session, or null when not grabbed yet. */
  grabbedAmount: money.nullable(),
});
export type RedRainSession = z.infer<typeof redRainSessionSchema>;

export const redRainCalls = {
  redRainSessions: defineCall({
    name: 'redRainSessions',
    method: 'GET',
    path: WPS_PATHS.redRainSessions,
    auth: 'member',
    request: noInput,
    response: z.array(redRainSessionSchema),
    summary:
      'The red envelope rain sessions (upcoming, live and recently ended) and what the member grabbed.',
  }),
  redRainGrab: defineCall({
    name: 'redRainGrab',
    method: 'POST',
    path: WPS_PATHS.redRainGrab,
    auth: 'member',
    request: z.object({ sessionId: int(1) }),
    response: z.object({ amount: money, balance: money, transactionId: z.number().int() }),
    summary:
      'Open one envelope of a live session (once per member and session); the amount goes to the balance.',
  }),
} as const;
