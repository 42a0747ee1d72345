import { describe, expect, it } from 'vitest';
import { balanceMaskToggled, languageChanged } from './preferences-slice';
import { createStore } from './store';

describe('preferences', () => {
  it('starts in English with the balance shown, and records changes', () => {
    const store = createStore();
    expect(store.getState().preferences).toEqual({ language: 'EN', balanceMasked: false });
    store.dispatch(languageChanged('TY'));
    store.dispatch(balanceMaskToggled());
    expect(store.getState().preferences).toEqual({ language: 'TY', balanceMasked: true });
  });
});
