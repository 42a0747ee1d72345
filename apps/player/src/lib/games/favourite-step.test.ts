import { describe, expect, it } from 'vitest';
import { favouriteStep } from './favourite-step';

const favourites = new Set(['101', '202']);

describe('favouriteStep', () => {
  it('sends a visitor to log in, whatever the heart asks', () => {
    expect(favouriteStep(false, favourites, '303', true)).toBe('login');
    expect(favouriteStep(false, favourites, '101', false)).toBe('login');
  });

  it('adds a game that is not a favourite yet', () => {
    expect(favouriteStep(true, favourites, '303', true)).toBe('add');
  });

  it('skips adding a game that already is a favourite', () => {
    expect(favouriteStep(true, favourites, '101', true)).toBe('none');
  });

  it('removes a favourite', () => {
    expect(favouriteStep(true, favourites, '202', false)).toBe('remove');
  });

  it('has nothing to remove for a game that is not a favourite', () => {
    expect(favouriteStep(true, favourites, '303', false)).toBe('none');
  });

  it('compares node ids as strings, as the favourite list holds them', () => {
    expect(favouriteStep(true, new Set(['7']), '7', true)).toBe('none');
    expect(favouriteStep(true, new Set(['7']), '07', true)).toBe('add');
  });
});
