import { describe, expect, it } from 'vitest';
import { englishAreas } from '../scripts/locale-indexes';
import { AGENT_ENGLISH, PLAYER_ENGLISH } from './english';

describe('English subsets', () => {
  it('list every English area, so a new area file reaches the app that shows it', async () => {
    const listed = new Set([...Object.keys(PLAYER_ENGLISH), ...Object.keys(AGENT_ENGLISH)]);
    const unlisted = (await englishAreas()).filter((area) => !listed.has(area));
    expect(unlisted, 'add the area to src/player-english.ts and/or src/agent-english.ts').toEqual([]);
  });
});
