import { routePath, type RouteId } from '@wps-mobile/config';
import { expect, it } from 'vitest';
import readme from '../../../../README.md?raw';
import { AGENT_SUB_SCREENS, agentSubPath, type SubScreenId } from '../lib/sub-paths';
import { SCREENS } from './route-table';

// The root README's "Routes that are real yet" lists the screen table, so the two cannot drift apart.
it('the README lists every built agent screen of the screen table, sorted by path, and no other', () => {
  const isSub = (id: string): id is SubScreenId => id in AGENT_SUB_SCREENS;
  const pathOf = (id: string) => (isSub(id) ? agentSubPath(id) : routePath(id as RouteId));
  const built = Object.keys(SCREENS).filter((id) => id !== 'notFound');
  const expected = built.map((id) => `- \`${pathOf(id)}\``).sort();
  const listed = /<!-- screens:agent -->\n([^]*?)<!-- \/screens:agent -->/.exec(readme)?.[1];
  const hint = `README.md, between <!-- screens:agent --> and its end marker, should read:\n${expected.join('\n')}\n`;
  expect(listed, hint).toBe(`${expected.join('\n')}\n`);
});
