import { expect as baseExpect, type Page } from '@playwright/test';
import { joinWorld, signIn, test } from './harness';

// Lazy screens, passkey ceremonies and the sandbox's checks take a while on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

// WebAuthn refuses an IP address as the relying party, so these tests open the site as localhost (the same
// gateway, a secure context like 127.0.0.1), with the test's sandbox world picked by the cookies there too.
async function openAsLocalhost(page: Page, baseURL: string | undefined, world: string): Promise<string> {
  const origin = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await joinWorld(page.context(), world, origin);
  return origin;
}

// Chromium's virtual authenticator: a platform passkey store (internal, resident keys, user verification).
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    /** Whether the member passes the fingerprint or PIN check; a failed check is a cancelled prompt. */
    verifies: (isUserVerified: boolean) =>
      cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
    credentialCount: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length,
  };
}

async function addPasskey(page: Page, origin: string, name: string) {
  await page.goto(`${origin}/m/securityCenter`);
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkey yet. Add one to sign in with one tap.')).toBeVisible();
  await section.getByLabel('Passkey name').fill(name);
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(section.getByText('Passkey added')).toBeVisible();
  return section;
}

// Signs out on this device only (the server's session may stay), as a member returning later would be.
async function leaveAndOpenLogin(page: Page, origin: string) {
  await page.evaluate(() => {
    sessionStorage.removeItem('MC_SESSION_INFO');
    localStorage.removeItem('MC_SESSION_INFO');
  });
  await page.goto(`${origin}/m/login`);
}

const storedUser = (page: Page) =>
  page.evaluate(() => {
    const info = sessionStorage.getItem('MC_SESSION_INFO') ?? localStorage.getItem('MC_SESSION_INFO');
    return (JSON.parse(info ?? '{}') as { userName?: string }).userName;
  });

test.describe('passkeys', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a member adds a passkey in the security centre, sees it listed, and signs in with one tap', async ({
    page,
    baseURL,
    world,
  }) => {
    const origin = await openAsLocalhost(page, baseURL, world);
    const authenticator = await addAuthenticator(page);
    await signIn(page, 'player01');
    const section = await addPasskey(page, origin, 'My phone');
    const item = section.getByRole('listitem').filter({ hasText: 'My phone' });
    await expect(item).toContainText(/Added \d{4}-\d{2}-\d{2}/);
    await expect(item.getByRole('button', { name: 'Delete: My phone' })).toBeVisible();
    expect(await authenticator.credentialCount()).toBe(1);

    await leaveAndOpenLogin(page, origin);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 30_000 });
    expect(await storedUser(page)).toBe('player01');
  });

  test('a cancelled prompt says so, and the login screen still works', async ({ page, baseURL, world }) => {
    const origin = await openAsLocalhost(page, baseURL, world);
    const authenticator = await addAuthenticator(page);
    await signIn(page, 'player01');
    await addPasskey(page, origin, 'My phone');
    await leaveAndOpenLogin(page, origin);

    // The fingerprint check fails: the browser ends the prompt as if the member closed it.
    await authenticator.verifies(false);
    const button = page.getByRole('button', { name: 'Sign in with a passkey' });
    await button.click();
    await expect(page.getByText('The passkey request was cancelled. Nothing has changed.')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await storedUser(page)).toBeUndefined();

    await authenticator.verifies(true);
    await button.click();
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 30_000 });
    expect(await storedUser(page)).toBe('player01');
  });

  test('a passkey removed in the security centre no longer signs in, with a clear message', async ({
    page,
    baseURL,
    world,
  }) => {
    const origin = await openAsLocalhost(page, baseURL, world);
    await addAuthenticator(page);
    await signIn(page, 'player01');
    const section = await addPasskey(page, origin, 'Old phone');
    await section.getByRole('button', { name: 'Delete: Old phone' }).click();
    await expect(section.getByText('Passkey removed')).toBeVisible();
    await expect(section.getByText('No passkey yet. Add one to sign in with one tap.')).toBeVisible();

    // The device still holds the key; the site no longer accepts it.
    await leaveAndOpenLogin(page, origin);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      page.getByText('This passkey is no longer registered. Sign in with your password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/m\/login$/);
    expect(await storedUser(page)).toBeUndefined();
  });

  test('is not offered where the page was opened by an IP address, which WebAuthn refuses', async ({
    page,
  }) => {
    await page.goto('/m/login');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
  });
});
