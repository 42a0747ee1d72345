import { describe, expect, it } from 'vitest';
import { activeTopicIndex } from './topic-index';

const index = (query: string, count = 4) => activeTopicIndex(new URLSearchParams(query), count);

describe('active help topic', () => {
  it('is the topic that i names', () => {
    expect(index('i=2')).toBe(2);
    expect(index('i=0')).toBe(0);
  });

  it('is the first when i is absent, malformed or past the last topic', () => {
    expect(index('')).toBe(0);
    expect(index('i=4')).toBe(0);
    expect(index('i=-1')).toBe(0);
    expect(index('i=1.5')).toBe(0);
    expect(index('i=two')).toBe(0);
    expect(index('i=3', 0)).toBe(0);
  });
});
