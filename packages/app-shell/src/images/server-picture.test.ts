import { describe, expect, it } from 'vitest';
import { serverPicture } from './server-picture';

const merchant = {
  merchantCode: 'lucky',
  imageCDNs: ['https://cdn1.example/'],
  defaultImageCDN: 'https://img.example',
};

describe('serverPicture', () => {
  it('asks for a CDN-relative game icon on the CDN, under the upper-cased merchant, at the convention’s widths', () => {
    const picture = serverPicture(
      'RNG/JL/10064.png',
      { ...merchant, imageResizing: { widthParam: 'w', widths: [160, 320] } },
      '25vw',
      'gameIcon',
    );
    expect(picture).toEqual({
      src: 'https://cdn1.example/LUCKY/RNG/JL/10064.png',
      srcSet:
        'https://cdn1.example/LUCKY/RNG/JL/10064.png?w=160 160w, https://cdn1.example/LUCKY/RNG/JL/10064.png?w=320 320w',
      sizes: '25vw',
    });
  });

  it('without a convention, asks for the one URL the server gave', () => {
    expect(serverPicture('/wps/img/banner/1.webp', merchant, '100vw')).toEqual({
      src: '/wps/img/banner/1.webp',
    });
  });
});
