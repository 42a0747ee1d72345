import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../harness';
import { finishedDrawing, MASKED, repeatableRandom } from './steady-page';

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

const INDEX_FILE = 'packages/ui/storybook-static/index.json';
if (!existsSync(INDEX_FILE)) {
  throw new Error(
    `${INDEX_FILE} is missing: build the kit's Storybook first (pnpm --filter @wps-mobile/ui build-storybook).`,
  );
}
const index = JSON.parse(readFileSync(INDEX_FILE, 'utf8')) as {
  readonly entries: Record<string, StoryEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const byComponent = new Map<string, StoryEntry[]>();
for (const story of stories) byComponent.set(story.title, [...(byComponent.get(story.title) ?? []), story]);

test('the built Storybook has stories to compare', () => {
  expect(stories.length).toBeGreaterThan(100);
});

/**
 * The instant the stories' clock starts from. It is installed, not fixed: it runs on from there, so stories that
 * wait on a timer (a code being sent, a list loading more) still move on, and a story's dates and "today" are the
 * same on every run.
 */
const STORY_CLOCK = new Date('2026-01-15T02:00:00.000Z');

/** Whether the open Storybook has drawn the story: rendered, its play function done, its animations settled. */
async function storyDrawn(page: Page, storyId: string): Promise<void> {
  const phase = await page.waitForFunction(
    (id) => {
      const render = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
      ).__STORYBOOK_PREVIEW__?.currentRender;
      if (render?.id !== id) return false;
      const done = ['completed', 'afterEach', 'finished', 'errored', 'aborted'];
      return done.includes(render.phase ?? '') ? render.phase : false;
    },
    storyId,
    { timeout: 45_000, polling: 100 },
  );
  expect(['completed', 'afterEach', 'finished'], `story ${storyId} was drawn`).toContain(
    await phase.jsonValue(),
  );
}

/** Asks the open Storybook to show another story, as its sidebar does, and waits until it is drawn. */
async function showStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const channel = (
      window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, detail: unknown): void } }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  await storyDrawn(page, storyId);
}

for (const [title, componentStories] of byComponent) {
  test(`the stories of ${title} look as designed`, async ({ page }) => {
    test.setTimeout(120_000 + componentStories.length * 60_000);
    const [first] = componentStories;
    if (!first) return;
    await page.clock.install({ time: STORY_CLOCK });
    await repeatableRandom(page);
    await page.goto(`/iframe.html?id=${first.id}&viewMode=story&globals=theme:all`);
    for (const story of componentStories) {
      if (story === first) await storyDrawn(page, story.id);
      else await showStory(page, story.id);
      // A story may show a loading state on purpose (skeletons, a busy button).
      await finishedDrawing(page, { wholePage: true, loadingIsContent: true });
      // Soft: one changed story does not hide the others' results.
      await expect.soft(page).toHaveScreenshot(`${story.id}.png`, {
        fullPage: true,
        mask: [page.locator(MASKED)],
        timeout: 60_000,
      });
    }
  });
}
