import { routePath, type RouteId } from '@wps-mobile/config';
import { expect, it } from 'vitest';
import readme from '../../../../README.md?raw';
import { SCREENS } from './screens';

// The root README's "Routes that are real yet" lists the screen table, so the two cannot drift apart.
it('the README lists every built player screen of the screen table, sorted by path, and no other', () => {
  const built = Object.keys(SCREENS).filter((id): id is RouteId => id !== 'notFound');
  const expected = built.map((id) => `- \`${routePath(id)}\``).sort();
  const listed = /<!-- screens:player -->\n([^]*?)<!-- \/screens:player -->/.exec(readme)?.[1];
  const hint = `README.md, between <!-- screens:player --> and its end marker, should read:\n${expected.join('\n')}\n`;
  expect(listed, hint).toBe(`${expected.join('\n')}\n`);
});
