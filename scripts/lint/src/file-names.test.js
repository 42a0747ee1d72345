import { describe, expect, it } from 'vitest';
import { nonKebabParts } from './file-names.js';
import { lintAs } from './repo-eslint.js';

const lint = (filePath) => lintAs(filePath, 'export {};\n', 'wps/kebab-case-file-names');

describe('kebab-case file names', () => {
  it.each([
    ['apps/player/src/features/home/HotMatches.tsx', '"HotMatches.tsx" is not kebab-case'],
    ['apps/player/src/features/home/hot_matches.ts', '"hot_matches.ts" is not kebab-case'],
    ['packages/ui/src/carousel/Carousel.test.tsx', '"Carousel.test.tsx" is not kebab-case'],
    ['apps/player/src/features/HotMatches/list.ts', '"HotMatches" is not kebab-case'],
  ])('rejects %s', async (file, message) => {
    const messages = await lint(file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(message);
  });

  it.each([
    'apps/player/src/features/home/hot-matches.tsx',
    'packages/ui/src/carousel/carousel.stories.tsx',
    'packages/api-client/src/contract/call-routes.generated.ts',
    'packages/ui/.storybook/preview.tsx',
    'apps/player/vite.config.ts',
    'packages/i18n/src/locales/ar/index.ts',
  ])('allows %s', async (file) => {
    expect(await lint(file)).toEqual([]);
  });

  it('names every offending folder and the file', () => {
    expect(nonKebabParts('apps/player/src/Features/Home/Page.tsx')).toEqual(['Features', 'Home', 'Page.tsx']);
    expect(nonKebabParts('.changeset/x.md')).toEqual([]);
  });
});
