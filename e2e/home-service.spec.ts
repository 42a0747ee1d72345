import { closeHomePopup, expect, test } from './harness';
import { fetchThrough } from './route-fetch';

test.describe('home customer service', () => {
  test.describe.configure({ timeout: 60_000 });

  test('several contacts open a list', async ({ page }) => {
    await page.goto('/m/home');
    await closeHomePopup(page);
    await page.getByRole('button', { name: 'Customer service' }).click();
    const list = page.getByRole('dialog', { name: 'Contact us' });
    await expect(list.getByRole('link').first()).toHaveAttribute('href', /^https?:/);
    expect(await list.getByRole('link').count()).toBeGreaterThan(1);
  });

  test('one contact opens directly', async ({ page }) => {
    await page.route('**/*getCustomerService*', async (route) => {
      const response = await fetchThrough(route);
      const body = (await response.json()) as { value: unknown[] };
      body.value = body.value.slice(0, 1);
      await route.fulfill({ response, json: body });
    });
    await page.goto('/m/home');
    await closeHomePopup(page);
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Customer service' }).click();
    await opened;
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeHidden();
  });

  test('hostile contact addresses are refused: only the safe one is offered', async ({ page }) => {
    const contact = (url: string, csPosition: number) => ({
      csType: 'LIVECHAT',
      csPosition,
      title: 'chat',
      url,
    });
    let contacts = [contact('javascript:alert(1)', 1), contact('/\\evil.example/x', 2)];
    await page.route('**/*getCustomerService*', async (route) => {
      const response = await fetchThrough(route);
      const body = (await response.json()) as { value: unknown[] };
      await route.fulfill({ response, json: { ...body, value: contacts } });
    });
    await page.context().route('https://chat.example/**', (route) => route.fulfill({ body: 'chat' }));
    await page.goto('/m/home');
    await closeHomePopup(page);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Customer service' })).toHaveCount(0);

    contacts = [...contacts, contact('https://chat.example/live', 3)];
    // The home pop-up shows once per visit, so the reloaded page has none.
    await page.reload();
    const opened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Customer service' }).click();
    expect((await opened).url()).toBe('https://chat.example/live');
    expect(page.url()).not.toContain('evil.example');
  });
});

test.describe('floating customer-service button', () => {
  test('leaves room at the end of home: scrolled to the bottom it covers no tile, row or link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/m/home');
    await closeHomePopup(page);
    const floating = page.locator('.home-service');
    await expect(floating).toBeVisible();
    // Home's sections arrive as they load and lengthen the page (a section that grows after the scroll moves
    // other content under the button): scroll to the end and look in one step, until the end stays the end and
    // nothing lies under the button there.
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const end = document.documentElement.scrollHeight;
            window.scrollTo({ top: end, behavior: 'instant' });
            if (window.scrollY + window.innerHeight < end - 1) return ['not at the end yet'];
            const button = document.querySelector('.home-service')?.getBoundingClientRect();
            if (!button) return ['no floating button'];
            // What of an element shows: its box cut by every ancestor that clips (a ticker's rows out of its window
            // are not on screen).
            const shown = (element: Element) => {
              let { left, right, top, bottom } = element.getBoundingClientRect();
              for (let up = element.parentElement; up; up = up.parentElement) {
                const style = getComputedStyle(up);
                if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
                const clip = up.getBoundingClientRect();
                left = Math.max(left, clip.left);
                right = Math.min(right, clip.right);
                top = Math.max(top, clip.top);
                bottom = Math.min(bottom, clip.bottom);
              }
              return { left, right, top, bottom };
            };
            const content = document.querySelectorAll('main .wps-game-tile, main a, main button, main li');
            return [...content]
              .filter((element) => !element.closest('.home-service'))
              .filter((element) => {
                const box = shown(element);
                return (
                  box.right > box.left &&
                  box.bottom > box.top &&
                  box.left < button.right &&
                  box.right > button.left &&
                  box.top < button.bottom &&
                  box.bottom > button.top
                );
              })
              .map((element) => element.textContent?.trim() || element.className);
          }),
        { timeout: 30_000 },
      )
      .toEqual([]);
  });

  test('the player can fold it to a tab and open it again', async ({ page }) => {
    await page.goto('/m/home');
    await closeHomePopup(page);
    await page.getByRole('button', { name: 'Fold the contact button' }).click();
    await expect(page.getByRole('button', { name: 'Fold the contact button' })).toHaveCount(0);
    const tab = page.getByRole('button', { name: 'Customer service' });
    await expect(tab).not.toContainText('Customer service');
    await tab.click();
    await expect(page.getByRole('button', { name: 'Fold the contact button' })).toBeVisible();
    await page.getByRole('button', { name: 'Customer service' }).click();
    await expect(page.getByRole('dialog', { name: 'Contact us' })).toBeVisible();
  });
});
