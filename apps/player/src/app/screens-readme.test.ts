import { featureFolders, screenTable, tableCells } from '@wps-mobile/app-shell/testing';
import { routePath, type RouteId } from '@wps-mobile/config';
import { expect, it } from 'vitest';
import readme from '../../../../README.md?raw';
import source from './screens.ts?raw';
import { SCREENS } from './screens';

// The root README's "Screens" table lists the screen table (path, id, feature folder), so the two cannot drift.
it('the README lists every built player screen with its id and feature folder, sorted by path, and no other', () => {
  const folders = featureFolders(source);
  const rows = Object.keys(SCREENS)
    .filter((id): id is RouteId => id !== 'notFound')
    .map((id) => ({ path: routePath(id), id, folder: `apps/player/src/features/${folders.get(id) ?? '?'}` }));
  const expected = screenTable(rows);
  const listed = /<!-- screens:player -->\n([^]*?)<!-- \/screens:player -->/.exec(readme)?.[1] ?? '';
  const hint = `README.md, between <!-- screens:player --> and its end marker, should read:\n${expected}`;
  expect(tableCells(listed), hint).toEqual(tableCells(expected));
});
