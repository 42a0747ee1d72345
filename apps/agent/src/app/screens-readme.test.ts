import { featureFolders, screenTable, tableCells } from '@wps-mobile/app-shell/testing';
import { routePath, type RouteId } from '@wps-mobile/config';
import { expect, it } from 'vitest';
import readme from '../../../../README.md?raw';
import { AGENT_SUB_SCREENS, agentSubPath, type SubScreenId } from '../lib/sub-paths';
import source from './route-table.tsx?raw';
import { SCREENS } from './route-table';

// The root README's "Screens" table lists the screen table (path, id, feature folder), so the two cannot drift.
it('the README lists every built agent screen with its id and feature folder, sorted by path, and no other', () => {
  const isSub = (id: string): id is SubScreenId => id in AGENT_SUB_SCREENS;
  const pathOf = (id: string) => (isSub(id) ? agentSubPath(id) : routePath(id as RouteId));
  const folders = featureFolders(source);
  const rows = Object.keys(SCREENS)
    .filter((id) => id !== 'notFound')
    .map((id) => ({ path: pathOf(id), id, folder: `apps/agent/src/features/${folders.get(id) ?? '?'}` }));
  const expected = screenTable(rows);
  const listed = /<!-- screens:agent -->\n([^]*?)<!-- \/screens:agent -->/.exec(readme)?.[1] ?? '';
  const hint = `README.md, between <!-- screens:agent --> and its end marker, should read:\n${expected}`;
  expect(tableCells(listed), hint).toEqual(tableCells(expected));
});
