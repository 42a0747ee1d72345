import { describe, expect, it } from 'vitest';
import { profileFileName } from './stage-start-causes';

describe('profileFileName', () => {
  it("names each page's profile after its route, so that every page keeps its own", () => {
    expect(profileFileName('/m/home')).toBe('home.cpuprofile');
    expect(profileFileName('/m/gameList?gameType=RNG')).toBe('gameList-gameType-RNG.cpuprofile');
    expect(profileFileName('/m/agent')).toBe('agent.cpuprofile');
    expect(profileFileName('/')).toBe('root.cpuprofile');
  });
});
