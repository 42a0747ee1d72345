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

  it('keeps a picture on the site itself on the site, as paths', () => {
    const template = responsiveImage(
      '/wps/img/banner/1.webp',
      { template: '/wps/img-resized/{width}/{format}{path}', widths: [320, 750] },
      '100vw',
    );
    expect(template.srcSet).toBe(
      '/wps/img-resized/320/webp/wps/img/banner/1.webp 320w, /wps/img-resized/750/webp/wps/img/banner/1.webp 750w',
    );
    const param = responsiveImage(
      '/wps/img/game/1.svg?size=large',
      { widthParam: 'w', widths: [160] },
      '25vw',
    );
    expect(param.srcSet).toBe('/wps/img/game/1.svg?size=large&w=160 160w');
  });

  it('leaves a URL it cannot resize as it is', () => {
    const resizing = { widthParam: 'w', widths: [320] };
    for (const url of ['data:image/png;base64,AAAA', 'blob:https://site.example/1', ''])
      expect(responsiveImage(url, resizing, '100vw')).toEqual({ src: url });
  });
});
