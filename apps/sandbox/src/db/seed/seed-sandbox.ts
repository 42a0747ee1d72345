import type { SandboxDatabase } from '../sandbox-database';
import { seedContent } from './seed-content';
import { seedDemoMerchant } from './seed-demo-merchant';
import { seedGames, seedMoreSlots } from './seed-games';
import { seedHistory } from './seed-history';
import { seedMemberData } from './seed-member-data';
import { seedMembers } from './seed-members';
import { seedRedRain } from './seed-red-rain';

/** Everything a fresh sandbox holds. Same data every time except timestamps, which are relative to `now`. */
export function seedSandbox(db: SandboxDatabase, now: number): void {
  seedDemoMerchant(db);
  seedGames(db);
  const members = seedMembers(db, now);
  const active = new Set(
    ['player01', 'agent01', 'down01', 'down03', 'down04', 'down07'].map(
      (name) => members.ids.get(name) ?? -1,
    ),
  );
  seedHistory(db, members, active, now);
  seedContent(db, now);
  seedMemberData(db, members.ids, now);
  seedMoreSlots(db);
  seedRedRain(db, now);
}
