import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { composeStories, type ReactRenderer } from '@storybook/react';
import type { ComposedStoryFn } from 'storybook/internal/types';
import axe from 'axe-core';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComposedStoryFn<ReactRenderer>;

// Every story file of the kit: a new component's stories are checked without touching this test.
const storyModules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

function describeViolation(violation: axe.Result): string {
  const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
  return `${violation.id}: ${violation.help} (${targets})`;
}

describe.each(Object.entries(storyModules))('%s', (_path, storyModule) => {
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

    const results = await axe.run(container, {
      runOnly: { type: 'tag', values: WCAG_TAGS },
      // jsdom computes no layout or colours, so axe cannot measure contrast here; the default and alternative
      // palettes are checked by hand (see tokens.css) and by the Storybook a11y panel in a real browser.
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map(describeViolation)).toEqual([]);
  });
});
