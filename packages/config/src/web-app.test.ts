import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_ICONS, webAppManifest } from './web-app';

describe('web app manifest', () => {
  it('names each build after the merchant and opens it on its own start page in the one /m scope', () => {
    const brand = { brandName: 'Lucky Peso', brandColors: { primary: '#c81d25' } };
    expect(webAppManifest('player', brand)).toMatchObject({
      id: '/m/home',
      name: 'Lucky Peso',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      theme_color: '#c81d25',
    });
    expect(webAppManifest('agent', brand)).toMatchObject({
      id: '/m/agent',
      name: 'Lucky Peso Agent',
      short_name: 'Lucky Peso A',
      start_url: '/m/agent',
      scope: '/m/',
    });
  });

  it('ships 192 and 512 PNG icons unless the merchant names its own', () => {
    expect(webAppManifest('player').icons.map((icon) => [icon.sizes, icon.type])).toEqual([
      ['192x192', 'image/png'],
      ['512x512', 'image/png'],
    ]);
    const own = [{ src: 'https://cdn.test/i.png', sizes: '512x512', type: 'image/png' }];
    expect(webAppManifest('player', { appIcons: own }).icons).toEqual(own);
    expect(webAppManifest('player', { appIcons: [] }).icons).toBe(DEFAULT_APP_ICONS);
  });
});
