import type { BindParams, Database } from 'sql.js';
import { loadSqlJs } from './load-sql-js';
import { SCHEMA_SQL, SCHEMA_VERSION } from './schema';
import { seedDemoMerchant } from './seed/seed-demo-merchant';

/** A small typed face over sql.js so queries read as plain functions and never leak prepared statements. */
export interface SandboxDatabase {
  all<Row>(sql: string, params?: BindParams): Row[];
  get<Row>(sql: string, params?: BindParams): Row | undefined;
  run(sql: string, params?: BindParams): void;
  /** Runs `work` atomically: everything or nothing is written. */
  transaction<T>(work: () => T): T;
  /** Frees the database; later queries throw. */
  close(): void;
}

function wrap(db: Database): SandboxDatabase {
  let closed = false;
  const all = <Row>(sql: string, params?: BindParams): Row[] => {
    const statement = db.prepare(sql);
    try {
      if (params) statement.bind(params);
      const rows: Row[] = [];
      while (statement.step()) rows.push(statement.getAsObject() as Row);
      return rows;
    } finally {
      statement.free();
    }
  };
  return {
    all,
    get: <Row>(sql: string, params?: BindParams) => all<Row>(sql, params)[0],
    run: (sql, params) => {
      db.run(sql, params ?? null);
    },
    transaction: (work) => {
      db.exec('BEGIN');
      try {
        const result = work();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    close: () => {
      // Closing twice is harmless, so shutdown paths need not track who closed first.
      if (closed) return;
      closed = true;
      db.close();
    },
  };
}

export interface OpenDatabaseOptions {
  /** Seed the demo merchant (default true); tests of an empty database pass false. */
  readonly seed?: boolean;
}

/** Opens a fresh in-memory database with the schema applied and, by default, the demo merchant seeded. */
export async function openSandboxDatabase(options: OpenDatabaseOptions = {}): Promise<SandboxDatabase> {
  const SQL = await loadSqlJs();
  const raw = new SQL.Database();
  raw.exec('PRAGMA foreign_keys = ON;');
  raw.exec(SCHEMA_SQL);
  raw.exec(`PRAGMA user_version = ${SCHEMA_VERSION};`);
  const db = wrap(raw);
  if (options.seed !== false) db.transaction(() => seedDemoMerchant(db));
  return db;
}
