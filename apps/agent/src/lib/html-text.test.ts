import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text';

describe('htmlText', () => {
  it('keeps the words and drops markup, scripts included', () => {
    expect(htmlText('<p>Team <b>bonus</b> week</p><img src=x onerror="alert(1)">')).toBe('Team bonus week');
  });
});
