import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../harness';

/**
 * Every story of the kit's Storybook, drawn in all its modes at once (light and dark, left to right and right to
 * left: the toolbar's "All modes"), compared with its baseline: designers see in Storybook what this test sees.
 * It reads the built Storybook (`pnpm --filter @wps-mobile/ui build-storybook`), served by playwright.config.ts.
 * One test per component: Storybook loads once, then shows each of its stories in turn, as its sidebar does.
 */
interface StoryEntry {
  readonly id: string;
  readonly type: string;
  readonly title: string;
}

const index = JSON.parse(readFileSync('packages/ui/storybook-static/index.json', 'utf8')) as {
  readonly entries: Record<string, StoryEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const byComponent = new Map<string, StoryEntry[]>();
for (const story of stories) byComponent.set(story.title, [...(byComponent.get(story.title) ?? []), story]);

test('the built Storybook has stories to compare', () => {
  expect(stories.length).toBeGreaterThan(100);
});

/** Asks the open Storybook to show a story and waits until it is drawn (or says why it could not be). */
async function showStory(page: Page, storyId: string): Promise<void> {
  const outcome = await page.evaluate(
    (id) =>
      new Promise<string>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              once(event: string, listener: (detail: unknown) => void): void;
              emit(event: string, detail: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        channel.once('storyRendered', () => resolve('rendered'));
        channel.once('storyErrored', (detail) => resolve(`errored: ${JSON.stringify(detail)}`));
        channel.once('storyThrewException', (detail) => resolve(`threw: ${String(detail)}`));
        channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  expect(outcome, `story ${storyId}`).toBe('rendered');
}

/** Fonts and pictures in, so the screenshot is of the finished story. */
async function assetsLoaded(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      Array.from(document.images)
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true });
              image.addEventListener('error', done, { once: true });
            }),
        ),
    );
  });
}

for (const [title, componentStories] of byComponent) {
  test(`the stories of ${title} look as designed`, async ({ page }) => {
    test.setTimeout(60_000 + componentStories.length * 20_000);
    const [first] = componentStories;
    if (!first) return;
    await page.goto(`/iframe.html?id=${first.id}&viewMode=story&globals=theme:all`);
    await expect(page.locator('#storybook-root')).not.toBeEmpty({ timeout: 30_000 });
    for (const story of componentStories) {
      if (story !== first) await showStory(page, story.id);
      await assetsLoaded(page);
      // Soft: one changed story does not hide the others' results.
      await expect.soft(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true, timeout: 20_000 });
    }
  });
}
