/**
 * The README's table of each app's screens (spec path, screen id, feature folder), worked out from the app's
 * screen table so the two cannot drift apart. Each app's `screens-readme.test.ts` compares the README with it.
 */

/** The feature folder each screen's lazy import names, read from the screen table's source text. */
export function featureFolders(source: string): Map<string, string> {
  const shared = new Map<string, string>();
  for (const [, name, folder] of source.matchAll(
    /const (\w+): ScreenModule = \(\) => import\('\.\.\/features\/([^/']+)\//g,
  ))
    if (name && folder) shared.set(name, folder);
  const folders = new Map<string, string>();
  for (const [, id, folder] of source.matchAll(/^\s+(\w+): \(\) => import\('\.\.\/features\/([^/']+)\//gm))
    if (id && folder) folders.set(id, folder);
  // `gameLobby: gameList,` and the shorthand `gameList,` name a screen module declared once above.
  for (const [, id, name] of source.matchAll(/^\s+(\w+)(?:: (\w+))?,$/gm)) {
    const folder = shared.get(name ?? id ?? '');
    if (id && folder) folders.set(id, folder);
  }
  return folders;
}

export interface ScreenRow {
  readonly path: string;
  readonly id: string;
  readonly folder: string;
}

/** The table's rows as the README writes them, sorted by path. */
export function screenTableRows(rows: readonly ScreenRow[]): string {
  return [...rows]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((row) => `| \`${row.path}\` | \`${row.id}\` | \`${row.folder}\` |`)
    .join('\n');
}

const TABLE_HEAD = '| path | screen id | feature folder |\n|---|---|---|';

/** The whole table between the README's markers, header included. */
export function screenTable(rows: readonly ScreenRow[]): string {
  return `${TABLE_HEAD}\n${screenTableRows(rows)}\n`;
}

/** A markdown table's cells, line by line, whatever padding a formatter gave the columns. */
export function tableCells(markdown: string): string[][] {
  return markdown
    .trim()
    .split('\n')
    .map((line) =>
      line
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim().replace(/^:?-+:?$/, '---')),
    );
}
