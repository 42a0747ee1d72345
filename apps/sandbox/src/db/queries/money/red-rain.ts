import type { SandboxDatabase } from '../../sandbox-database';

export interface RedRainSessionRow {
  id: number;
  start_time: number;
  end_time: number;
  min_cents: number;
  max_cents: number;
  /** What the member got from this rain, or null if they opened no envelope. */
  amount_cents: number | null;
}

/** The merchant's rains that end after `endsAfter`, in start order, with what the member got from each. */
export const redRainSessionsOf = (
  db: SandboxDatabase,
  merchantCode: string,
  memberId: number,
  endsAfter: number,
) =>
  db.all<RedRainSessionRow>(
    `SELECT s.id, s.start_time, s.end_time, s.min_cents, s.max_cents, g.amount_cents
     FROM red_rain_session s
     LEFT JOIN red_rain_grab g ON g.session_id = s.id AND g.member_id = ?
     WHERE s.merchant_code = ? AND s.end_time > ?
     ORDER BY s.start_time`,
    [memberId, merchantCode, endsAfter],
  );

export function insertRedRainGrab(
  db: SandboxDatabase,
  grab: { sessionId: number; memberId: number; amountCents: number; at: number },
): void {
  db.run('INSERT INTO red_rain_grab (session_id, member_id, amount_cents, grabbed_at) VALUES (?,?,?,?)', [
    grab.sessionId,
    grab.memberId,
    grab.amountCents,
    grab.at,
  ]);
}
