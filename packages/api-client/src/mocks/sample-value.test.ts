import { describe, expect, it } from 'vitest';
import { WPS_CALLS } from '../contract';
import { sampleValue } from './sample-value';

describe('sampleValue', () => {
  it('gives every call of the contract an answer its own response schema accepts', () => {
    const rejected = Object.values(WPS_CALLS).filter(
      (call) => !call.response.safeParse(sampleValue(call.response)).success,
    );
    expect(rejected.map((call) => call.name)).toEqual([]);
  });
});
