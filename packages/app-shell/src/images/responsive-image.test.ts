import { describe, expect, it } from 'vitest';
import { responsiveImage } from './responsive-image';

const banner = 'https://img.example/DEMO/banner/summer.jpg?v=3';

describe('responsiveImage', () => {
  it('keeps the original URL alone when the merchant names no resizing convention', () => {
    expect(responsiveImage(banner, undefined, '100vw')).toEqual({ src: banner });
  });

  it('offers each width through the width query parameter, keeping the original query', () => {
    const image = responsiveImage(banner, { widthParam: 'w', widths: [320, 640] }, '100vw');
    expect(image).toEqual({
      src: banner,
      srcSet:
        'https://img.example/DEMO/banner/summer.jpg?v=3&w=320 320w, ' +
        'https://img.example/DEMO/banner/summer.jpg?v=3&w=640 640w',
      sizes: '100vw',
    });
  });

  it('fills a template on the picture’s own origin with the width, WebP and the original path', () => {
    const image = responsiveImage(
      banner,
      { template: '/img/w{width}.{format}{path}', widths: [412] },
      '33vw',
    );
    expect(image.srcSet).toBe('https://img.example/img/w412.webp/DEMO/banner/summer.jpg?v=3 412w');
    expect(image.sizes).toBe('33vw');
  });

  it('fills a template on another origin as written', () => {
    const image = responsiveImage(
      banner,
      { template: 'https://resize.example/width={width}{path}', widths: [160] },
      '100vw',
    );
    expect(image.srcSet).toBe('https://resize.example/width=160/DEMO/banner/summer.jpg?v=3 160w');
  });

  it('leaves a URL it cannot resize as it is', () => {
    const resizing = { widthParam: 'w', widths: [320] };
    expect(responsiveImage('/m/brand/logo.png', resizing, '100vw')).toEqual({ src: '/m/brand/logo.png' });
    expect(responsiveImage('data:image/png;base64,AAAA', resizing, '100vw')).toEqual({
      src: 'data:image/png;base64,AAAA',
    });
  });
});
