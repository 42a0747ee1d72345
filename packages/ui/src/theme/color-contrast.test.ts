import { describe, expect, it } from 'vitest';
import { contrastRatio, mix, parseColor, toHex } from './color-contrast';

describe('colour helpers', () => {
  it('parses the colour forms the runtime config accepts', () => {
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseColor('#0b57d0cc')).toEqual({ r: 11, g: 87, b: 208 });
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual({ r: 1, g: 2, b: 3 });
    expect(parseColor('hsl(0, 100%, 50%)')).toEqual({ r: 255, g: 0, b: 0 });
    expect(parseColor('red')).toBeUndefined();
  });

  it('computes the WCAG contrast ratio', () => {
    const black = { r: 0, g: 0, b: 0 };
    const white = { r: 255, g: 255, b: 255 };
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
    expect(contrastRatio(parseColor('#767676')!, white)).toBeCloseTo(4.54, 2);
  });

  it('mixes toward another colour and writes hex', () => {
    expect(toHex(mix({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 }, 0.5))).toBe('#808080');
  });
});
