import type { BindParams, Database, SqlJsStatic } from 'sql.js';
import { loadSqlJs } from './load-sql-js';
import { LATEST_VERSION, MIGRATIONS } from './migrations';
import type { SandboxDatabase } from './sandbox-database';
import { seedSandbox } from './seed/seed-sandbox';
import { sandboxNow } from '../sandbox-clock';

function wrap(initial: Database, SQL: SqlJsStatic): SandboxDatabase {
  let db = initial;
  let closed = false;
  let dirty = false;
  let depth = 0;
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
      dirty = true;
      const changes = db.getRowsModified();
      const row = all<{ id: number }>('SELECT last_insert_rowid() AS id')[0];
      return { lastId: row?.id ?? 0, changes };
    },
    transaction: (work) => {
      // Nested calls join the outer transaction: SQLite has no nested BEGIN.
      if (depth > 0) return work();
      db.exec('BEGIN');
      depth += 1;
      try {
        const result = work();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      } finally {
        depth -= 1;
      }
    },
    get dirty() {
      return dirty;
    },
    markSaved: () => {
      dirty = false;
    },
    export: () => db.export(),
    close: () => {
      // Closing twice is harmless, so shutdown paths need not track who closed first.
      if (closed) return;
      closed = true;
      db.close();
    },
    replace: (bytes) => {
      if (depth > 0) throw new Error('cannot replace the database inside a transaction');
      const next = new SQL.Database(bytes);
      next.exec('PRAGMA foreign_keys = ON;');
      migrate(next);
      db.close();
      db = next;
      dirty = true;
    },
  };
}

/** Applies every migration newer than the file's `user_version`; answers whether the database was empty. */
export function migrate(raw: Database): boolean {
  const version = Number(raw.exec('PRAGMA user_version')[0]?.values[0]?.[0] ?? 0);
  for (const migration of MIGRATIONS) {
    if (migration.version <= version) continue;
    raw.exec('BEGIN');
    raw.exec(migration.sql);
    raw.exec(`PRAGMA user_version = ${migration.version}`);
    raw.exec('COMMIT');
  }
  return version === 0;
}

export interface OpenDatabaseOptions {
  /** Seed the demo merchant and its data (default true); tests of an empty database pass false. */
  readonly seed?: boolean;
  /** An existing database file's bytes to open (and migrate) instead of a fresh one. */
  readonly bytes?: Uint8Array;
}

let seededTemplate: Promise<Uint8Array> | undefined;

/** A freshly seeded database file, with timestamps relative to now (what a re-seed writes). */
export async function freshSeededBytes(): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const raw = new SQL.Database();
  raw.exec('PRAGMA foreign_keys = ON;');
  migrate(raw);
  const db = wrap(raw, SQL);
  db.transaction(() => seedSandbox(db, sandboxNow()));
  const bytes = raw.export();
  raw.close();
  return bytes;
}

/** Seeding (600+ games, scrypt hashes) is the slow part, so it runs once per process and is copied after. */
function seededBytes(): Promise<Uint8Array> {
  seededTemplate ??= freshSeededBytes();
  return seededTemplate;
}

/** Opens a database: from `bytes` if given (migrated up), else a fresh seeded (or empty) one in memory. */
export async function openSandboxDatabase(options: OpenDatabaseOptions = {}): Promise<SandboxDatabase> {
  const SQL = await loadSqlJs();
  const source = options.bytes ?? (options.seed === false ? undefined : await seededBytes());
  const raw = new SQL.Database(source);
  raw.exec('PRAGMA foreign_keys = ON;');
  const wasEmpty = migrate(raw);
  const db = wrap(raw, SQL);
  if (wasEmpty && options.bytes && options.seed !== false)
    db.transaction(() => seedSandbox(db, sandboxNow()));
  return db;
}

export { LATEST_VERSION };
