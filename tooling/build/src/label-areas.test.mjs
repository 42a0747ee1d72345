import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { labelAreasIn, labelAreasUsed } from './label-areas.mjs';

const AREAS = ['agent', 'app', 'nav', 'routes', 'ui'];

describe('label areas', () => {
  it('are found in calls, in data kept for a call later and in template keys', () => {
    const source = [
      "t('nav.home');",
      "const item = { label: 'agent.team' };",
      't(`routes.${screen}`);',
      't("ui.close");',
    ].join('\n');
    expect([...labelAreasIn(source, AREAS)].sort()).toEqual(['agent', 'nav', 'routes', 'ui']);
  });

  it('are not found in paths, in other dotted strings or in names that are no area', () => {
    const source = [
      "import './app/app.css';",
      "import x from '../app.js';",
      "t('home.title');",
      'const code = `user.not.exist`;',
    ].join('\n');
    expect([...labelAreasIn(source, AREAS)]).toEqual([]);
  });

  it('are gathered from the source files under folders, with the files using each, tests and stories aside', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'label-areas-'));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    await mkdir(join(folder, 'screens'));
    await writeFile(join(folder, 'screens', 'home.tsx'), "t('nav.home'); t('app.retry');");
    await writeFile(join(folder, 'layout.ts'), "t('nav.back');");
    await writeFile(join(folder, 'layout.test.ts'), "t('agent.title');");
    await writeFile(join(folder, 'home.stories.tsx'), "t('ui.close');");
    await writeFile(join(folder, 'notes.md'), "t('routes.home');");
    const used = await labelAreasUsed([folder], AREAS);
    expect(Object.fromEntries(used)).toEqual({
      nav: [join(folder, 'layout.ts'), join(folder, 'screens', 'home.tsx')],
      app: [join(folder, 'screens', 'home.tsx')],
    });
  });
});
