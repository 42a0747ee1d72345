import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, signIn, test } from './harness';

const HSTS = 'max-age=63072000; includeSubDomains';

test.describe('security headers', () => {
  test('geolocation and payment stay off even after the visitor allowed them, as do camera and microphone', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation', 'camera', 'microphone']);
    await context.setGeolocation({ latitude: 14.6, longitude: 121 });
    const response = await page.goto('/m/home');
    expect(response?.headers()['cross-origin-opener-policy']).toBe('same-origin');

    const geolocation = await page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          navigator.geolocation.getCurrentPosition(
            () => resolve('position'),
            (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : `error ${error.code}`),
          ),
        ),
    );
    expect(geolocation).toBe('denied');
    // Camera and microphone have no devices here to prove it with; the policy names them with the others.
    expect(response?.headers()['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
    expect(
      await page.evaluate(() => typeof window.PaymentRequest === 'function' && window.isSecureContext),
    ).toBe(true);
    const payment = await page.evaluate(() => {
      try {
        new PaymentRequest([{ supportedMethods: 'https://pay.example' }], {
          total: { label: 'x', amount: { currency: 'PHP', value: '1' } },
        });
        return 'created';
      } catch (error) {
        return (error as Error).name;
      }
    });
    expect(payment).toBe('SecurityError');
  });

  test('HSTS is sent when the page came over https, and API answers are never stored', async ({
    request,
  }) => {
    expect((await request.get('/m/home')).headers()['strict-transport-security']).toBeUndefined();
    const https = await request.get('/m/home', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers()['strict-transport-security']).toBe(HSTS);
    const api = await request.get('/wps/system/settings/consolidated', { headers: { Merchant: 'demo' } });
    expect(api.headers()['cache-control']).toBe('no-store');
    const failed = await request.get('/wps/member/info', {
      headers: { Merchant: 'demo', Authorization: 'x' },
    });
    expect(failed.status()).toBe(401);
    expect(failed.headers()['cache-control']).toBe('no-store');
  });
});

test.describe('source maps', () => {
  test('are built, but no shipped script links one and the server refuses them', async ({
    page,
    request,
  }) => {
    for (const app of ['player', 'agent'])
      expect(readdirSync(path.join('apps', app, 'dist', 'assets')).some((f) => f.endsWith('.js.map'))).toBe(
        true,
      );

    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) scripts.add(response.url());
    });
    await page.goto('/m/home');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await signIn(page, 'agent01');
    await page.goto('/m/agent');
    await expect(page.getByRole('heading').first()).toBeVisible();

    const shipped = [...scripts];
    expect(shipped.some((url) => url.includes('/m/agent-app/assets/'))).toBe(true);
    expect(shipped.some((url) => url.includes('/m/assets/'))).toBe(true);
    for (const url of shipped) {
      expect(await (await request.get(url)).text(), url).not.toContain('sourceMappingURL');
      expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
    }
  });
});
