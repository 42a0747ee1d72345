import { WPS_CALLS } from '@wps-mobile/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHarness, type ApiHarness } from '../../../testing/api-harness';
import { callWps } from '../../../testing/wps-client';
import { nextKickOff } from './hot-matches';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let h: ApiHarness;
beforeAll(async () => {
  h = await createApiHarness();
});
afterAll(() => h.db.close());

const kickOffs = async () =>
  ((await callWps(h.api, WPS_CALLS.hotMatches)).body.value as { matchTime: number; homeTeam: string }[]).map(
    (match) => ({ at: match.matchTime, home: match.homeTeam }),
  );

describe('hot matches', () => {
  it('keep a match until two hours after its kick-off, then show it at the same time the next day', () => {
    const kickOff = Date.UTC(2026, 10, 30, 18);
    expect(nextKickOff(kickOff, kickOff + 2 * HOUR - 1)).toBe(kickOff);
    expect(nextKickOff(kickOff, kickOff + 2 * HOUR)).toBe(kickOff + DAY);
    expect(nextKickOff(kickOff, kickOff + 3 * DAY)).toBe(kickOff + 3 * DAY);
    expect(nextKickOff(kickOff, kickOff - DAY)).toBe(kickOff);
  });

  it("are still coming up in a sandbox whose data is days old, soonest first, the seed's four of them", async () => {
    const fresh = await kickOffs();
    expect(fresh).toHaveLength(4);
    h.advance(3 * DAY + 7 * HOUR);
    const later = await kickOffs();
    const now = Date.now() + 3 * DAY + 7 * HOUR;
    expect(later).toHaveLength(4);
    expect(later.map((match) => match.at)).toEqual([...later.map((match) => match.at)].sort((a, b) => a - b));
    for (const match of later) {
      expect(match.at).toBeGreaterThan(now - 2 * HOUR);
      expect(match.at).toBeLessThanOrEqual(now + DAY);
      // The same time of day as seeded.
      const seeded = fresh.find((first) => first.home === match.home);
      expect((((match.at - (seeded?.at ?? 0)) % DAY) + DAY) % DAY).toBe(0);
    }
    // The first seeded match (kick-off 5 hours after the seed) has been and gone: the next one on is another.
    expect(later[0]?.home).not.toBe(fresh[0]?.home);
  });
});
