import type { SandboxDatabase } from '../sandbox-database';
import { DEMO_MERCHANT } from './demo-merchant-data';

const HOUR = 3_600_000;

/** One live red envelope rain (started an hour ago, open for six more) and one that starts tomorrow. */
export function seedRedRain(db: SandboxDatabase, now: number): void {
  const sessions = [
    { start: now - HOUR, end: now + 6 * HOUR, min: 188, max: 8_888 },
    { start: now + 24 * HOUR, end: now + 26 * HOUR, min: 500, max: 18_800 },
  ];
  for (const s of sessions)
    db.run(
      'INSERT INTO red_rain_session (merchant_code, start_time, end_time, min_cents, max_cents) VALUES (?,?,?,?,?)',
      [DEMO_MERCHANT.code, s.start, s.end, s.min, s.max],
    );
}
