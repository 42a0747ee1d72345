import { beforeEach, describe, expect, it } from 'vitest';
import { isPopupHidden, rememberPopupHidden } from './popup-memory';

const first = { title: 'One', content: '<p>1</p>' };
const second = { title: 'Two', content: '<p>2</p>' };

describe('pop-up hidden state', () => {
  beforeEach(() => localStorage.clear());

  it('stays hidden for the same set of announcements, in any order', () => {
    rememberPopupHidden('B', [first, second]);
    expect(isPopupHidden('B', [second, first])).toBe(true);
  });

  it('reappears when a title or content changes', () => {
    rememberPopupHidden('B', [first]);
    expect(isPopupHidden('B', [{ ...first, content: '<p>new</p>' }])).toBe(false);
    expect(isPopupHidden('B', [first, second])).toBe(false);
  });

  it('is kept per audience', () => {
    rememberPopupHidden('A', [first]);
    expect(isPopupHidden('B', [first])).toBe(false);
    expect(isPopupHidden('F', [first])).toBe(false);
  });
});
