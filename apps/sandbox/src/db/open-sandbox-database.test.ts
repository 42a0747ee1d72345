import { WHITELABEL_FLAGS } from '@wps-mobile/api-client/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { findMerchant, openSandboxDatabase, readConsolidatedSettings, readSystemStatus } from './index';
import type { SandboxDatabase } from './index';

let db: SandboxDatabase | undefined;
afterEach(() => db?.close());

describe('sandbox database', () => {
  it('seeds the demo merchant and its trial merchant', async () => {
    db = await openSandboxDatabase();
    const demo = findMerchant(db, 'demo');
    expect(demo).toMatchObject({
      brandName: 'Lucky Peso',
      currency: 'PHP',
      defaultLanguage: 'EN',
      isTrial: false,
    });
    expect(findMerchant(db, 'demo_trial')).toMatchObject({ siteCode: 'demo', isTrial: true });
    expect(findMerchant(db, 'DEMO')).toBeUndefined();
  });

  it('stores every known white-label flag and answers settings for the trial merchant from its parent', async () => {
    db = await openSandboxDatabase();
    const trial = findMerchant(db, 'demo_trial');
    if (!trial) throw new Error('trial merchant missing');
    const settings = readConsolidatedSettings(db, trial);
    expect(Object.keys(settings.whitelabel).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(settings.whitelabel.DIRECTREG3).toBe(true);
    expect(settings.whitelabel.GOOGLELOGIN3).toBe(false);
    expect(readSystemStatus(db, trial).location).toBe('PH');
  });

  it('starts empty when asked not to seed, and rejects invalid JSON settings', async () => {
    db = await openSandboxDatabase({ seed: false });
    expect(db.all('SELECT * FROM merchant')).toEqual([]);
    db.run(`INSERT INTO merchant (code, brand_name, currency, currency_symbol, country, default_language, time_zone,
      created_at) VALUES ('x', 'X', 'PHP', 'P', 'PH', 'EN', 'Asia/Manila', '2024-01-01')`);
    expect(() => db?.run(`INSERT INTO site_setting VALUES ('x', 'imageCDNs', 'not json')`)).toThrow();
  });

  it('rolls a failed transaction back', async () => {
    db = await openSandboxDatabase();
    const write = () =>
      db?.transaction(() => {
        db?.run(`UPDATE system_status SET maintenance = 1 WHERE merchant_code = 'demo'`);
        throw new Error('abort');
      });
    expect(write).toThrow('abort');
    expect(db.get<{ maintenance: number }>('SELECT maintenance FROM system_status')?.maintenance).toBe(0);
  });
});
