import { describe, expect, it } from 'vitest';
import { describeImageWaste, imageWasteOf } from './image-waste';

const audit = {
  details: {
    items: [
      { url: 'http://127.0.0.1:1/wps/img/game/1.webp', wastedBytes: 2048.4 },
      { url: 'http://127.0.0.1:1/wps/img/banner/1.webp', wastedBytes: 40_960 },
      { url: 42, wastedBytes: 1 },
    ],
  },
};

describe('image waste', () => {
  it("reads the audit's pictures, most waste first, and skips items it cannot read", () => {
    expect(imageWasteOf(audit)).toEqual([
      { url: 'http://127.0.0.1:1/wps/img/banner/1.webp', wastedBytes: 40_960 },
      { url: 'http://127.0.0.1:1/wps/img/game/1.webp', wastedBytes: 2048 },
    ]);
    expect(imageWasteOf(undefined)).toEqual([]);
  });

  it('names the pictures over 10 KB by path, or says there are none', () => {
    expect(describeImageWaste(imageWasteOf(audit), 'http://127.0.0.1:1')).toBe(
      '1 over 10.0 KB: /wps/img/banner/1.webp 40.0 KB',
    );
    expect(describeImageWaste([{ url: 'x', wastedBytes: 2048 }])).toBe(
      'none over 10.0 KB (1 picture flagged, 2.0 KB in all)',
    );
    expect(describeImageWaste([])).toBe('none over 10.0 KB (0 pictures flagged, 0.0 KB in all)');
  });
});
