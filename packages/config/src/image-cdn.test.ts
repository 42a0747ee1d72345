import { describe, expect, it } from 'vitest';
import { imageCDNFor, serverPictureUrl } from './image-cdn';

const merchant = {
  merchantCode: 'demo',
  imageCDNs: ['https://cdn1.example/', 'https://cdn2.example', 'https://cdn3.example/'],
  defaultImageCDN: 'https://img.example/',
};

const paths = Array.from({ length: 60 }, (_, i) => `banner/${i}.jpg`);

describe('imageCDNFor', () => {
  it('spreads pictures over every CDN of the list', () => {
    const used = new Set(paths.map((path) => imageCDNFor(merchant, path)));
    expect([...used].sort()).toEqual([
      'https://cdn1.example',
      'https://cdn2.example',
      'https://cdn3.example',
    ]);
  });

  it('keeps each picture on one CDN, so caches hold it', () => {
    const first = paths.map((path) => imageCDNFor(merchant, path));
    const again = paths.map((path) => imageCDNFor({ ...merchant }, path));
    expect(again).toEqual(first);
  });

  it('uses the default CDN when the list is empty', () => {
    expect(imageCDNFor({ ...merchant, imageCDNs: [] }, 'banner/1.jpg')).toBe('https://img.example');
  });
});

describe('serverPictureUrl', () => {
  it('puts a CDN-relative picture on the CDN its path picks', () => {
    const url = serverPictureUrl('promo/summer.jpg', merchant);
    expect(url).toBe(`${imageCDNFor(merchant, 'promo/summer.jpg')}/promo/summer.jpg`);
  });

  it('puts a game icon under the upper-cased merchant name', () => {
    const url = serverPictureUrl('RNG/JL/10064.png', merchant, 'gameIcon');
    expect(url).toBe(`${imageCDNFor(merchant, 'RNG/JL/10064.png')}/DEMO/RNG/JL/10064.png`);
    expect(serverPictureUrl('./game.png', { ...merchant, imageCDNs: [] }, 'gameIcon')).toBe(
      'https://img.example/DEMO/game.png',
    );
  });

  it('leaves absolute addresses and paths on the site itself as the server gave them', () => {
    for (const url of [
      'https://other.example/a.png',
      'data:image/png;base64,AAAA',
      '/wps/img/game/10064.webp',
      '//cdn.example/x.png',
      '',
    ])
      expect(serverPictureUrl(url, merchant, 'gameIcon')).toBe(url);
  });
});
