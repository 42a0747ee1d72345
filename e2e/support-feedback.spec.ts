import type { Page } from '@playwright/test';
import { countRequests, startTrial } from './support-fixtures';
import { expect, expectAccessible, signIn, test } from './harness';

const MB = 1024 * 1024;
// The smallest valid PNG (1x1), padded to the wanted size: the picker checks type and size, not pixels.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const png = (name: string, size = PNG.length) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([PNG, Buffer.alloc(Math.max(0, size - PNG.length))]),
});
const pickImages = (page: Page, files: ReturnType<typeof png>[]) =>
  page.locator('input[type="file"]').setInputFiles(files);

test.describe('feedback', () => {
  test('a visitor is sent to login; a free trial account is refused', async ({ page }) => {
    await page.goto('/m/feedback');
    await expect(page).toHaveURL(/\/m\/login$/);
    await startTrial(page);
    await page.goto('/m/feedback');
    await expect(page.getByText('Please login an actual account to use this function')).toBeVisible();
  });

  test('checks the word bounds and images, keeps everything typed, and sends once', async ({ page }) => {
    test.slow(); // file reads and axe on a busy machine
    await signIn(page, 'player01');
    const sends = countRequests(page, '/wps/feedback');
    await page.goto('/m/feedback');
    const content = page.getByRole('textbox', { name: 'Your feedback' });
    await content.fill('Too short');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Content must be between 5 and 300 words')).toBeVisible();
    await expect(content).toBeFocused();
    await expect(content).toHaveValue('Too short');
    expect(sends.count).toBe(0);

    await pickImages(page, [{ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') }]);
    await expect(page.getByText('Only png or jpg images are allowed')).toBeVisible();
    await pickImages(page, [png('huge.png', 5 * MB + 1)]);
    await expect(page.getByText('Each image must be at most 5 MB')).toBeVisible();
    await pickImages(page, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    await expect(page.getByText('At most 3 images')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Image \d$/ })).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove image 2' }).click();
    await expect(page.getByRole('img', { name: /^Image \d$/ })).toHaveCount(2);
    await expectAccessible(page);

    await page.getByLabel('Type').selectOption('COMPLAINT');
    await content.fill('The deposit page took a long time to open this morning.');
    await expect(page.getByText('Content must be between 5 and 300 words')).toBeHidden();
    const sent = page.waitForRequest((r) => r.url().endsWith('/wps/feedback') && r.method() === 'PUT');
    await page.getByRole('button', { name: 'Submit' }).dblclick();
    const body = (await sent).postDataJSON() as { type: string; content: string; images: string[] };
    expect(body.type).toBe('COMPLAINT');
    expect(body.images).toHaveLength(2);
    expect(body.images[0]).toMatch(/^data:image\/png;base64,/);
    await expect(page.getByText('Thank you for your feedback')).toBeVisible();
    await expect(content).toHaveValue('');
    await expect(page.getByRole('img', { name: /^Image \d$/ })).toHaveCount(0);
    expect(sends.count).toBe(1);
  });

  test('follows the configured bounds, counts words of Chinese, and keeps the form when sending fails', async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/feedback-settings', { data: { minWords: 2, maxWords: 4 } });
    await signIn(page, 'player01');
    await page.route('**/wps/feedback', (route) =>
      route.fulfill({ status: 500, json: { success: false, errorCode: 'system.busy', message: 'Busy now' } }),
    );
    await page.goto('/m/feedback');
    const content = page.getByRole('textbox', { name: 'Your feedback' });
    await content.fill('one two three four five');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Content must be between 2 and 4 words')).toBeVisible();
    await content.fill('存款很慢');
    await pickImages(page, [png('shot.png')]);
    await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Busy now')).toBeVisible();
    await expect(content).toHaveValue('存款很慢');
    await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
  });
});
