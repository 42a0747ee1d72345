import type { BindParams } from 'sql.js';

/** A small typed face over sql.js so queries read as plain functions and never leak prepared statements. */
export interface SandboxDatabase {
  all<Row>(sql: string, params?: BindParams): Row[];
  get<Row>(sql: string, params?: BindParams): Row | undefined;
  /** Runs a statement; answers the rowid it inserted (0 if none) and how many rows it changed. */
  run(sql: string, params?: BindParams): { lastId: number; changes: number };
  /** Runs `work` atomically: everything or nothing is written. */
  transaction<T>(work: () => T): T;
  /** True once anything was written since the last `markSaved()`. */
  readonly dirty: boolean;
  markSaved(): void;
  /** The whole database file. */
  export(): Uint8Array;
  /** Frees the database; later queries throw. */
  close(): void;
  /** Swaps the whole content for a database file's bytes (a re-seed while running); the object stays the same. */
  replace(bytes: Uint8Array): void;
}
