import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

const valid = {
  merchantCode: 'demo',
  trialMerchantCode: 'demo_trial',
  imageCDNs: [],
  defaultImageCDN: 'https://img.example',
  brandName: 'Demo Bet',
};

describe('imageResizing in the runtime config', () => {
  it('is off when the file names none, so pictures keep their original URL', () => {
    expect(parseRuntimeConfig(valid).imageResizing).toBeUndefined();
  });

  it('reads a width query parameter with the default widths', () => {
    const config = parseRuntimeConfig({ ...valid, imageResizing: { widthParam: 'w' } });
    expect(config.imageResizing).toEqual({
      widthParam: 'w',
      widths: [160, 240, 320, 480, 640, 750, 960, 1080, 1280],
    });
  });

  it('reads a URL template and sorts the widths the file lists', () => {
    const config = parseRuntimeConfig({
      ...valid,
      imageResizing: { template: '/img/w{width}.{format}{path}', widths: [640, 320, 320] },
    });
    expect(config.imageResizing).toEqual({ template: '/img/w{width}.{format}{path}', widths: [320, 640] });
  });

  it.each([
    ['a template without {width}', { template: '/img{path}' }],
    ['a template on another scheme', { template: 'javascript:{width}{path}' }],
    ['both conventions at once', { template: '/w{width}{path}', widthParam: 'w' }],
    ['a parameter that is not a name', { widthParam: 'w=1&x' }],
    ['a width of zero', { widthParam: 'w', widths: [0] }],
    ['a list that is not widths', { widthParam: 'w', widths: 'all' }],
    ['not an object', 'w'],
  ])('rejects %s with a readable problem', (_, imageResizing) => {
    expect(() => parseRuntimeConfig({ ...valid, imageResizing })).toThrow(/imageResizing must name/);
  });
});
