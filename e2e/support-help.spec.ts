import { expectHarmless, TRICKY_HTML } from './support-fixtures';
import { expect, expectAccessible, signIn, test } from './harness';

test.describe('help centre', () => {
  test('shows the first topic by default and the one i names, as a visitor', async ({ page }) => {
    test.slow(); // axe on a busy machine
    await page.goto('/m/help');
    const topics = page.getByRole('navigation', { name: 'Topics' });
    await expect(topics.getByRole('link', { name: 'How to deposit' })).toHaveAttribute(
      'aria-current',
      'page',
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('How to deposit');
    await expectAccessible(page);

    await topics.getByRole('link', { name: 'How to withdraw' }).click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?i=1$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('How to withdraw');
    await expect(page.getByText('Bind a bank card, set a payment password, then withdraw.')).toBeVisible();

    await page.goto('/m/helpDetail?i=3');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Responsible gaming');
    await page.goto('/m/helpDetail?i=99');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('How to deposit');
  });

  test("follows the player's language, with English for topics not translated", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'TY'));
    await signIn(page, 'player01');
    await page.goto('/m/help');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Paano mag-deposito', {
      timeout: 20_000,
    });
    await expect(page.getByRole('link', { name: 'How to withdraw' })).toBeVisible();
  });

  test('says so when there are no topics, and offers a retry when they cannot be read', async ({ page }) => {
    let answer: 'empty' | 'fail' = 'fail';
    await page.route('**/wps/system/helpCenter*', (route) =>
      answer === 'fail'
        ? route.fulfill({ status: 503, body: 'down' })
        : route.fulfill({ json: { success: true, value: [] } }),
    );
    await page.goto('/m/help');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
    answer = 'empty';
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No help topics yet')).toBeVisible();
  });

  test('topic text with script, handler and link tricks never runs or leaves the site', async ({
    page,
    request,
  }) => {
    await request.post('/__sandbox/help', { data: { title: 'Tricky topic', content: TRICKY_HTML } });
    await page.goto('/m/helpDetail?i=4');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Tricky topic', { timeout: 20_000 });
    await expectHarmless(page, page.locator('.wps-server-html'));
  });
});
