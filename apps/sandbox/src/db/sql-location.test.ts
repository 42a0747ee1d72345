import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
// A string that starts a statement: `SELECT ...`, `INSERT [OR x] INTO`, `UPDATE t SET`, `DELETE FROM`.
const STATEMENT =
  /['"`]\s*(SELECT\s|INSERT\s+(OR\s+\w+\s+)?INTO\s|UPDATE\s+\w+\s+SET\s|DELETE\s+FROM\s|WITH\s)/;

/** Source files outside src/db that hold a statement (tests and their fixtures may query as they like). */
function filesWithSql(): string[] {
  return readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .filter((file) => !file.startsWith('db/') && !file.startsWith('testing/'))
    .filter((file) => STATEMENT.test(readFileSync(`${SRC}${file}`, 'utf8')));
}

describe('where the SQL is', () => {
  it('finds statements only in src/db: routes and controls call named queries', () => {
    expect(filesWithSql()).toEqual([]);
  });

  it('recognises a statement, and not an HTTP method or a word in prose', () => {
    expect(STATEMENT.test("db.get('SELECT * FROM member WHERE id = ?')")).toBe(true);
    expect(STATEMENT.test('db.run(`INSERT OR IGNORE INTO favourite VALUES (?)`)')).toBe(true);
    expect(STATEMENT.test("db.run('UPDATE member SET icon = ?')")).toBe(true);
    expect(STATEMENT.test("request('/wps/session/logout', { method: 'DELETE' })")).toBe(false);
    expect(STATEMENT.test("'Select a game to play'")).toBe(false);
  });
});
