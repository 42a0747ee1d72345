import { labelAreasUsed } from '@wps-mobile/build-tools/label-areas';
import { AGENT_ENGLISH, PLAYER_ENGLISH } from '@wps-mobile/i18n/english';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every English area: the i18n package's own test keeps the two apps' subsets covering them all.
const AREAS = Object.keys({ ...PLAYER_ENGLISH, ...AGENT_ENGLISH });
const AGENT_SOURCE = dirname(fileURLToPath(import.meta.url));
const KIT_SOURCE = resolve(AGENT_SOURCE, '../../../packages/ui/src');
const SHELL_SOURCE = resolve(AGENT_SOURCE, '../../../packages/app-shell/src');

describe("the agent app's English", () => {
  it('holds every label area the agent app and the kit and the shared shell it renders use', async () => {
    const used = await labelAreasUsed([AGENT_SOURCE, KIT_SOURCE, SHELL_SOURCE], AREAS);
    // A scan that found nothing would pass: it must see the app's own areas and the kit's (`ui`).
    expect([...used.keys()]).toEqual(expect.arrayContaining(['agent', 'routes', 'ui']));
    const missing = [...used].filter(([area]) => !(area in AGENT_ENGLISH));
    expect(missing, 'add these areas to AGENT_ENGLISH (packages/i18n/src/agent-english.ts)').toEqual([]);
  });
});
