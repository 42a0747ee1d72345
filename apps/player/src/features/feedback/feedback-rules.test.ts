import { describe, expect, it } from 'vitest';
import { acceptImages, contentProblem } from './feedback-rules';

const SETTINGS = { minWords: 5, maxWords: 12, maxImages: 3, maxImageBytes: 5 * 1024 * 1024 };
const MB = 1024 * 1024;
const png = (name: string, size = MB) => ({ name, type: 'image/png', size });

describe('feedback rules', () => {
  it('want the content between the configured word bounds', () => {
    expect(contentProblem('one two three four', SETTINGS)).toEqual({
      key: 'validation.feedbackLength',
      args: { 0: 5, 1: 12 },
    });
    expect(contentProblem('one two three four five', SETTINGS)).toBeUndefined();
    expect(contentProblem('word '.repeat(13), SETTINGS)?.key).toBe('validation.feedbackLength');
    expect(contentProblem('   ', SETTINGS)?.key).toBe('validation.feedbackLength');
  });

  it("want the content within the length of the contract's feedback request", () => {
    const words = { ...SETTINGS, maxWords: 1000 };
    expect(contentProblem('word '.repeat(400), words)).toBeUndefined();
    expect(contentProblem('longer '.repeat(400), words)).toEqual({
      key: 'validation.commentMax',
      args: { 0: 2000 },
    });
  });

  it('count words of scripts written without spaces', () => {
    expect(contentProblem('今天存款页面打开很慢', SETTINGS)).toBeUndefined();
  });

  it('take png and jpg images up to 5 MB each and say why others were left out', () => {
    const gif = { name: 'a.gif', type: 'image/gif', size: 10 };
    const big = png('big.png', 5 * MB + 1);
    const jpg = { name: 'b.jpg', type: 'image/jpeg', size: 5 * MB };
    const result = acceptImages([gif, big, jpg], 0, SETTINGS);
    expect(result.accepted.map((f) => f.name)).toEqual(['b.jpg']);
    expect(result.problem).toEqual({ key: 'validation.imageType', args: {} });
    expect(acceptImages([big], 0, SETTINGS).problem).toEqual({ key: 'validation.imageSize', args: { 0: 5 } });
  });

  it('stop at three images in all, keeping those already chosen', () => {
    const result = acceptImages([png('1'), png('2'), png('3')], 1, SETTINGS);
    expect(result.accepted.map((f) => f.name)).toEqual(['1', '2']);
    expect(result.problem).toEqual({ key: 'validation.imageCount', args: { 0: 3 } });
    expect(acceptImages([png('1')], 3, SETTINGS).accepted).toEqual([]);
  });
});
