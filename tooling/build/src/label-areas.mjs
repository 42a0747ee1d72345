/**
 * Which English label areas (`nav` of 'nav.home') an app's source code uses: the apps' tests check that the
 * English they bundle (`@wps-mobile/i18n/english`) holds each of them. A key is any string literal that starts
 * with an area's name and a dot, in a `t()` call or kept in data for one ('agent.team', `routes.${screen}`):
 * a regular expression over the text, not a parser, so it errs on the side of finding an area.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const KEY_START = /['"`]([a-z][\w-]*)\.(?:[A-Za-z]|\$\{)/g;
const SOURCE = /\.tsx?$/;
const NOT_SHIPPED = /\.(test|stories)\.tsx?$|\.d\.ts$/;

/** The areas (of `areas`) that string literals in `text` start with. */
export function labelAreasIn(text, areas) {
  const used = new Set();
  for (const [, area] of text.matchAll(KEY_START)) if (areas.includes(area)) used.add(area);
  return used;
}

/** Each area the TypeScript files under `folders` use (tests and stories aside), with the files using it. */
export async function labelAreasUsed(folders, areas) {
  const used = new Map();
  for (const folder of folders) {
    const names = await readdir(folder, { recursive: true });
    for (const name of names.filter((file) => SOURCE.test(file) && !NOT_SHIPPED.test(file)).sort()) {
      const file = join(folder, name);
      for (const area of labelAreasIn(await readFile(file, 'utf8'), areas))
        used.set(area, [...(used.get(area) ?? []), file]);
    }
  }
  return used;
}
