import type { Vital, VitalsBeacon } from '@wps-mobile/api-client/contract';
import type { SandboxDatabase } from '../../sandbox-database';

export interface VitalValueRow {
  route: string;
  metric: Vital['name'];
  value: number;
}

/** Keeps each figure of one beacon as a row of its own, all or none. */
export function insertVitals(
  db: SandboxDatabase,
  beacon: VitalsBeacon,
  merchantCode: string,
  now: number,
): void {
  db.transaction(() => {
    for (const vital of beacon.metrics)
      db.run(
        `INSERT INTO vital (merchant_code, route, metric, value, rating, connection, build, attribution, received_at)
         VALUES (?,?,?,?,?,?,?,?,?)`,
        [
          merchantCode,
          beacon.route,
          vital.name,
          vital.value,
          vital.rating,
          beacon.connection,
          beacon.build,
          JSON.stringify(vital.attribution ?? {}),
          now,
        ],
      );
  });
}

/** Every figure of a merchant received at or after `since`, by route and metric, smallest value first. */
export const vitalValuesSince = (db: SandboxDatabase, merchantCode: string, since: number): VitalValueRow[] =>
  db.all<VitalValueRow>(
    `SELECT route, metric, value FROM vital WHERE merchant_code = ? AND received_at >= ?
     ORDER BY route, metric, value`,
    [merchantCode, since],
  );
