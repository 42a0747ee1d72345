import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATA_FILE_NAME, openDataFile, reseedDataFile } from './data-file';
import { LATEST_VERSION } from './open-sandbox-database';
import { DEMO_SERVICE_PATH_KEY } from './seed/demo-merchant-data';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wps-data-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const balanceOf = (db: { get<T>(sql: string): T | undefined }) =>
  db.get<{ b: number }>("SELECT balance_cents AS b FROM member WHERE username = 'player01'")?.b;

describe('the data file', () => {
  it('is created and seeded on first start, and keeps changes across restarts', async () => {
    const first = await openDataFile(dir);
    expect(first.created).toBe(true);
    expect(existsSync(path.join(dir, DATA_FILE_NAME))).toBe(true);
    expect(first.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM game')?.n).toBeGreaterThanOrEqual(600);
    first.db.run("UPDATE member SET balance_cents = 4242 WHERE username = 'player01'");
    await first.close();

    const second = await openDataFile(dir);
    expect(second.created).toBe(false);
    expect(balanceOf(second.db)).toBe(4242);
    await second.close();
  });

  it('applies newer migrations to an older file', async () => {
    const old = await openDataFile(dir);
    old.db.run('DROP TABLE vital');
    old.db.run('DROP TABLE passkey_challenge');
    old.db.run('DROP TABLE passkey');
    old.db.run('DROP TABLE red_rain_grab');
    old.db.run('DROP TABLE red_rain_session');
    old.db.run('DROP TABLE rebate_claim');
    old.db.run('DROP TABLE announcement_read');
    old.db.run('DROP INDEX member_verified_mobile');
    old.db.run('ALTER TABLE member DROP COLUMN mobile_verified');
    old.db.run('ALTER TABLE game DROP COLUMN room_type');
    old.db.run('ALTER TABLE merchant DROP COLUMN service_path_key');
    // Registered by mobile number before numbers were marked: that number was proven by its SMS code.
    old.db.run("UPDATE member SET username = 'm9179876543' WHERE mobile_num = '9179876543'");
    old.db.run('PRAGMA user_version = 4');
    await old.close();

    const upgraded = await openDataFile(dir);
    expect(upgraded.db.get<{ user_version: number }>('PRAGMA user_version')?.user_version).toBe(
      LATEST_VERSION,
    );
    expect(upgraded.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM rebate_claim')?.n).toBe(0);
    expect(upgraded.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM red_rain_grab')?.n).toBe(0);
    expect(upgraded.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM passkey')?.n).toBe(0);
    expect(upgraded.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM vital')?.n).toBe(0);
    expect(balanceOf(upgraded.db)).toBe(125050);
    expect(
      upgraded.db.all<{ username: string }>('SELECT username FROM member WHERE mobile_verified = 1'),
    ).toEqual([{ username: 'm9179876543' }]);
    // The live tables of a kept file get the same room types a new file's do.
    expect(
      upgraded.db.all<{ room_type: string }>(
        "SELECT DISTINCT room_type FROM game WHERE game_type = 'LIVE' ORDER BY room_type",
      ),
    ).toEqual([{ room_type: '' }, { room_type: 'FREE' }, { room_type: 'PPV' }, { room_type: 'VIP' }]);
    // A kept file's demo merchant seals its online service link under the key its runtime config names.
    expect(
      upgraded.db.all<{ code: string; service_path_key: string | null }>(
        'SELECT code, service_path_key FROM merchant ORDER BY code',
      ),
    ).toEqual([
      { code: 'demo', service_path_key: DEMO_SERVICE_PATH_KEY },
      { code: 'demo_trial', service_path_key: null },
    ]);
    await upgraded.close();
  });

  it('re-seeds: the file is replaced by the seed', async () => {
    const store = await openDataFile(dir);
    store.db.run("UPDATE member SET balance_cents = 1 WHERE username = 'player01'");
    await store.close();
    const file = await reseedDataFile(dir);
    expect((await readFile(file)).byteLength).toBeGreaterThan(100_000);
    const fresh = await openDataFile(dir);
    expect(balanceOf(fresh.db)).toBe(125050);
    await fresh.close();
  });
});
