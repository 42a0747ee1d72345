import type { Page } from '@playwright/test';
import {
  closeHomePopup,
  expect as baseExpect,
  expectAccessible,
  signIn,
  test,
  watchErrors,
  withoutHomePopups,
} from './harness';

// Home is the busiest screen (carousel, tickers, lazy pieces): allow a loaded machine time to settle.
const expect = baseExpect.configure({ timeout: 30_000 });

// The seeded pop-ups of each audience (apps/sandbox seed): visitor B, member A, first-time login F.
const VISITOR = 'Join Lucky Peso';
const MEMBER = 'Deposit bonus for members';
const FIRST_LOGIN = 'Welcome, new member!';

const popup = (page: Page) => page.getByRole('dialog');
const header = (page: Page) => page.getByRole('banner');

/** Opens the header's language list (its button is named in the current language) and picks `language`. */
const choose = async (page: Page, language: string, button: RegExp = /Language/) => {
  await header(page).getByRole('button', { name: button }).click();
  const option = header(page).getByRole('button', { name: language, exact: true });
  await expect(option).toBeVisible();
  await option.click();
  // Choosing closes the list.
  await expect(option).toBeHidden();
};

const IOS_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IOS_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1';
const IOS_12_1_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1';

/**
 * Lets the pop-up's 500 ms refresh run, then waits until the page has handled it, so "still hidden" is checked
 * after the pop-up decided rather than before. Needs `page.clock.install()` before the first load.
 */
async function settlePopup(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Announcements' }).getByRole('button').first()).toBeVisible();
  await page.clock.runFor(1000);
  // React renders the timer's update in a scheduler task; a message posted now is handled after it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

test.describe('home pop-up audiences', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a visitor sees the visitor pop-up only', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/m/home');
    await expect(popup(page)).toContainText(VISITOR);
    await expect(popup(page)).not.toContainText(MEMBER);
    await expect(popup(page)).not.toContainText(FIRST_LOGIN);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test("the pop-up's code and the HTML sanitiser load only for a visitor with a pop-up to see", async ({
    page,
  }) => {
    const popupCode = /\/m\/assets\/(announcement-popup-section|server-html)-[\w-]+\.js$/;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (popupCode.test(request.url())) asked.push(request.url());
    });
    await withoutHomePopups(page);
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Popular', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(popup(page)).toContainText(VISITOR);
    expect(asked).toHaveLength(2);
  });

  test('signed-in player01 sees the member pop-up only', async ({ page }) => {
    await signIn(page, 'player01');
    await page.goto('/m/home');
    await expect(popup(page)).toContainText(MEMBER);
    await expect(popup(page)).not.toContainText(VISITOR);
    await expect(popup(page)).not.toContainText(FIRST_LOGIN);
    await expectAccessible(page);
  });

  test('a first-time login (newbie01, through the login form) sees the first-login pop-up', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await page
      .getByLabel(/^Username\s*\*?$/)
      .and(page.locator('input'))
      .fill('newbie01');
    await page
      .getByLabel(/^Password\s*\*?$/)
      .and(page.locator('input'))
      .fill('Newbie123');
    await page.getByRole('button', { name: 'Login' }).click();
    // A first login must change the password first; home then greets the new member.
    await expect(page).toHaveURL(/\/m\/changePsw$/);
    await page.goto('/m/home');
    await expect(popup(page)).toContainText(FIRST_LOGIN);
    await expect(popup(page)).not.toContainText(MEMBER);
    await expect(popup(page)).not.toContainText(VISITOR);
    await expectAccessible(page);
  });

  test('a closed pop-up stays closed on reload and comes back with a new announcement', async ({
    page,
    request,
  }) => {
    await page.clock.install();
    await page.goto('/m/home');
    await expect(popup(page)).toContainText(VISITOR);
    await popup(page).getByRole('button', { name: 'Close', exact: true }).click();
    await expect(popup(page)).toBeHidden();

    await page.reload();
    await settlePopup(page);
    await expect(popup(page)).toBeHidden();

    const title = 'Weekend cash drop';
    await request.post('/__sandbox/announcement', {
      data: { types: 'PU', title, content: '<p>Every Saturday at 8 pm.</p>', execution: 'B' },
    });
    await page.reload();
    await settlePopup(page);
    await expect(popup(page)).toContainText(title);
    await expectAccessible(page);
  });
});

test.describe('home language picker', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(({ page }) => withoutHomePopups(page));

  const winnerReload = (page: Page, code: string) =>
    page.waitForRequest(
      (req) => req.url().includes('GCSGAME_getWinnerBoard') && req.url().includes(`language=${code}`),
    );

  test('the flag opens the list; Filipino relabels home and reloads the winners', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
    const reload = winnerReload(page, 'TY');
    await choose(page, 'Filipino');
    await reload;
    await expect(page.getByRole('heading', { name: 'Mga pinakabagong nanalo' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('Arabic lays home out right to left and reloads the winners', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
    const reload = winnerReload(page, 'AR');
    await choose(page, 'العربية');
    await reload;
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'أحدث الفائزين' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('labels by language', () => {
  test.beforeEach(({ page }) => withoutHomePopups(page));

  test("a Thai reader's labels are asked for while the app's libraries are still on their way", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('language', 'TH');
      sessionStorage.setItem('seeded', '1');
    });
    // The libraries are held back, as a slow network would: the early script alone can ask for the labels.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/m\/assets\/vendor-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const thai = page.waitForRequest((request) => /\/m\/assets\/th-[\w-]+\.js$/.test(request.url()));
    await page.goto('/m/home', { waitUntil: 'commit' });
    await thai;
    release();
    await expect(page.getByRole('heading', { name: 'ผู้ชนะล่าสุด' })).toBeVisible();
    await choose(page, 'English', /ภาษา/);
    await expect(page.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('home download pop-up', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(({ page }) => withoutHomePopups(page));

  test('the download button lists the Android and iOS apps', async ({ page }) => {
    await page.goto('/m/home');
    const bar = page.getByRole('complementary', { name: 'Download the app' });
    await bar.getByRole('button', { name: 'Download', exact: true }).click();
    const links = page.getByRole('dialog', { name: 'Download the app' });
    await expect(links.getByRole('link', { name: 'Android' })).toHaveAttribute('href', /\.apk$/);
    await expect(links.getByRole('link', { name: 'iOS', exact: true })).toHaveAttribute('href', /\.ipa$/);
    await expectAccessible(page);
    await links.getByRole('button', { name: 'Close' }).click();
    await expect(links).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Download', exact: true })).toBeFocused();
  });
});

test.describe('home download on iOS Safari', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ userAgent: IOS_SAFARI });
  test.beforeEach(({ page }) => withoutHomePopups(page));

  test('the add-to-home-screen guide stands in for the bar; closing it brings the bar and its links back', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const guide = page.getByRole('complementary', { name: 'Add to home screen' });
    await expect(guide).toContainText("choose 'Add to Home Screen'");
    await expect(guide.getByRole('link', { name: 'Download profile' })).toHaveAttribute(
      'href',
      /\.mobileconfig$/,
    );
    const bar = page.getByRole('complementary', { name: 'Download the app' });
    await expect(bar).toHaveCount(0);
    await expectAccessible(page);

    await guide.getByRole('button', { name: 'Close the add to home screen guide' }).click();
    await expect(guide).toHaveCount(0);
    await bar.getByRole('button', { name: 'Download', exact: true }).click();
    const links = page.getByRole('dialog', { name: 'Download the app' });
    await expect(links.getByRole('link', { name: 'iOS', exact: true })).toHaveAttribute('href', /\.ipa$/);
    await expect(links.getByRole('link', { name: 'iOS profile' })).toHaveAttribute('href', /\.mobileconfig$/);
    await expect(links.getByRole('link', { name: 'Android' })).toHaveCount(0);
  });

  test('an installed web app shows neither the guide nor the bar', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'standalone', { get: () => true }));
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Latest winners' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Add to home screen' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Download the app' })).toHaveCount(0);
  });
});

test.describe('home download on iOS 12.1 Safari', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ userAgent: IOS_12_1_SAFARI });
  test.beforeEach(({ page }) => withoutHomePopups(page));

  test('the guide shows the legacy tip', async ({ page }) => {
    await page.goto('/m/home');
    const guide = page.getByRole('complementary', { name: 'Add to home screen' });
    await expect(guide).toContainText('Your iOS version is too old for the web app');
    await expect(guide).not.toContainText("choose 'Add to Home Screen'");
  });
});

test.describe('home download on iOS Chrome', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ userAgent: IOS_CHROME });

  test('downloading asks to use Safari first', async ({ page }) => {
    await page.goto('/m/home');
    await closeHomePopup(page);
    await expect(page.getByRole('complementary', { name: 'Add to home screen' })).toHaveCount(0);
    const bar = page.getByRole('complementary', { name: 'Download the app' });
    await bar.getByRole('button', { name: 'Download', exact: true }).click();
    const notice = page.getByRole('dialog', { name: 'Notice' });
    await expect(notice).toContainText('Please use Safari for download App.');
    await expectAccessible(page);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
  });
});
