import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayHarness } from '../testing/gateway-harness';
import type { GatewayHarness } from '../testing/gateway-harness';

let harness: GatewayHarness;
beforeAll(async () => {
  harness = await createGatewayHarness();
});
afterAll(() => harness.close());

async function configFile(name: string, content: unknown): Promise<string> {
  const file = path.join(harness.builds.root, name);
  await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const MERCHANT = {
  merchantCode: 'demo',
  trialMerchantCode: 'demo_trial',
  defaultImageCDN: 'https://img.example.com',
  brandName: 'Golden Reel',
  brandColors: { primary: '#0a5c36' },
  appIcons: [{ src: 'https://cdn.example.com/icon-512.png', sizes: '512x512', type: 'image/png' }],
};

describe('web app manifests', () => {
  it("answer each build's manifest from the runtime config, never cached for long", async () => {
    const gateway = harness.withOptions({ runtimeConfigFile: await configFile('brand.json', MERCHANT) });
    const player = await gateway.request('/m/manifest.webmanifest');
    expect(player.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(player.headers.get('cache-control')).toBe('no-cache');
    expect(await player.json()).toMatchObject({
      name: 'Golden Reel',
      start_url: '/m/home',
      scope: '/m/',
      theme_color: '#0a5c36',
      icons: MERCHANT.appIcons,
    });
    const agent = await gateway.request('/m/agent-app/manifest.webmanifest');
    expect(await agent.json()).toMatchObject({ name: 'Golden Reel Agent', start_url: '/m/agent' });
  });

  it('fall back to the default name and icons when the runtime config is broken', async () => {
    const gateway = harness.withOptions({ runtimeConfigFile: await configFile('broken.json', '{ nope') });
    const manifest = (await (await gateway.request('/m/manifest.webmanifest')).json()) as {
      name: string;
      icons: { src: string }[];
    };
    expect(manifest.name).toBe('Games');
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/m/icons/app-192.png', '/m/icons/app-512.png']);
  });

  it('are only read, never written', async () => {
    const res = await harness.gateway.request('/m/manifest.webmanifest', { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
