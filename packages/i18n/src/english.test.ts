import { describe, expect, it } from 'vitest';
import { englishAreas } from '../scripts/locale-indexes';
import { AGENT_ENGLISH, PLAYER_ENGLISH } from './english';
import { PLAYER_DEFERRED_ENGLISH } from './player-english-deferred';

describe('English subsets', () => {
  it('list every English area, so a new area file reaches the app that shows it', async () => {
    const listed = new Set(
      [PLAYER_ENGLISH, PLAYER_DEFERRED_ENGLISH, AGENT_ENGLISH].flatMap((areas) => Object.keys(areas)),
    );
    const unlisted = (await englishAreas()).filter((area) => !listed.has(area));
    expect(
      unlisted,
      'add the area to a subset: src/player-english.ts (or its deferred one) and/or src/agent-english.ts',
    ).toEqual([]);
  });

  it("splits the player's English in two without overlap", () => {
    const bundled = Object.keys(PLAYER_ENGLISH);
    expect(Object.keys(PLAYER_DEFERRED_ENGLISH).filter((area) => bundled.includes(area))).toEqual([]);
  });
});
