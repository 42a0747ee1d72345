import { createRequire } from 'node:module';
import path from 'node:path';
import initSqlJs from 'sql.js';
import type { SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | undefined;

/**
 * Loads the SQLite WebAssembly module once per process. The `.wasm` file is read from the installed sql.js
 * package rather than fetched, because the sandbox must run offline.
 */
export function loadSqlJs(): Promise<SqlJsStatic> {
  if (!loading) {
    const wasmDir = path.dirname(createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm'));
    loading = initSqlJs({ locateFile: (file: string) => path.join(wasmDir, file) });
    // A failed load must not poison every later attempt.
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
