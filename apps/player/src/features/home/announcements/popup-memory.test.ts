import { beforeEach, describe, expect, it } from 'vitest';
import { isPopupHidden, popupSignature, rememberPopupHidden } from './popup-memory';

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

  it('orders the pairs by code units, and keeps a pop-up closed under the older collation order hidden', () => {
    const lower = { title: 'apple', content: 'x' };
    const upper = { title: 'Banana', content: 'y' };
    // Code units put upper case first; a collation puts 'apple' before 'Banana'.
    expect(popupSignature([lower, upper])).toBe('[["Banana","y"],["apple","x"]]');
    localStorage.setItem('homePopupHidden.B', '[["apple","x"],["Banana","y"]]');
    expect(isPopupHidden('B', [upper, lower])).toBe(true);
    expect(isPopupHidden('B', [upper])).toBe(false);
  });

  it('is kept per audience', () => {
    rememberPopupHidden('A', [first]);
    expect(isPopupHidden('B', [first])).toBe(false);
    expect(isPopupHidden('F', [first])).toBe(false);
  });
});
