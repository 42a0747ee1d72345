import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { composeStories, type ReactRenderer } from '@storybook/react';
import type { ComposedStoryFn } from 'storybook/internal/types';
import axe from 'axe-core';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComposedStoryFn<ReactRenderer>;

// Every story file of the kit: a new component's stories are checked without touching the tests.
const storyModules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// One configuration, built once, for every story; only violations are collected in detail (nothing reads the
// passes).
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  resultTypes: ['violations'],
  // jsdom computes no layout or colours, so axe cannot measure contrast here; the default and alternative
  // palettes are checked by hand (see tokens.css) and by the Storybook a11y panel in a real browser.
  rules: { 'color-contrast': { enabled: false } },
};

function describeViolation(violation: axe.Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
  return `${violation.id}: ${violation.help} (${targets})`;
}

/**
 * Renders every story of one share of the story files and runs axe on it. The files are split into shares
 * so that several Vitest workers check them at once: axe in jsdom takes about 0.1 s a story, and a single
 * file would keep one core busy for most of the run while the other waits.
 */
export function describeStoryAccessibility(share: number, shares: number): void {
  const paths = Object.keys(storyModules).sort();
  const mine = paths.filter((_path, index) => index % shares === share);
  describe.each(mine.map((path) => [path, storyModules[path] as StoryModule] as const))(
    '%s',
    (_path, storyModule) => {
      // composeStories cannot infer story types from a glob of modules, so name the shape it returns.
      const stories = Object.entries(composeStories(storyModule)) as Array<[string, ComposedStory]>;

      it('has stories for right-to-left (AR) and a non-Latin script (CN)', () => {
        const languages = stories.map(([, story]) => story.globals.language);
        expect(languages).toContain('AR');
        expect(languages).toContain('CN');
      });

      it.each(stories)('%s meets WCAG 2.x A and AA', async (_name, Story) => {
        await Story.load();
        const { container } = render(<Story />);

        const expectedDirection = Story.globals.language === 'AR' ? 'rtl' : 'ltr';
        expect(document.documentElement.dir).toBe(expectedDirection);

        const results = await axe.run(container, AXE_OPTIONS);
        expect(results.violations.map(describeViolation)).toEqual([]);
      });
    },
  );
}
