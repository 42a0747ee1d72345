import { labelAreasUsed } from '@wps-mobile/build-tools/label-areas';
import { AGENT_ENGLISH, PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every English area: the i18n package's own test keeps the two apps' subsets covering them all.
const AREAS = Object.keys({ ...PLAYER_ENGLISH, ...AGENT_ENGLISH });
const PLAYER_SOURCE = dirname(fileURLToPath(import.meta.url));
const KIT_SOURCE = resolve(PLAYER_SOURCE, '../../../packages/ui/src');

describe("the player app's English", () => {
  it('holds every label area the player app and the kit it renders use', async () => {
    const used = await labelAreasUsed([PLAYER_SOURCE, KIT_SOURCE], AREAS);
    // A scan that found nothing would pass: it must see the app's own areas and the kit's (`ui`).
    expect([...used.keys()]).toEqual(expect.arrayContaining(['member', 'menu', 'ui']));
    const missing = [...used].filter(([area]) => !(area in PLAYER_ENGLISH));
    expect(missing, 'add these areas to PLAYER_ENGLISH (packages/i18n/src/player-english.ts)').toEqual([]);
  });
});
