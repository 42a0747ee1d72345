import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageChanged } from '../store/preferences-slice';
import { createStore } from '../store/store';
import { LANGUAGE_RELOAD_DELAY_MS, useSettledLanguage } from './use-settled-language';

function renderSettled(delayMs: number) {
  const store = createStore({ preferences: { language: 'EN', balanceMasked: false } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const seen: string[] = [];
  const view = renderHook(
    () => {
      const language = useSettledLanguage(delayMs);
      if (seen.at(-1) !== language) seen.push(language);
      return language;
    },
    { wrapper },
  );
  const choose = (language: string) => act(() => void store.dispatch(languageChanged(language)));
  const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
  return { ...view, seen, choose, wait };
}

describe('useSettledLanguage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('moves to a new language 250 ms after the change for game vendors', () => {
    const { result, choose, wait } = renderSettled(LANGUAGE_RELOAD_DELAY_MS.gameVendors);
    choose('ZH');
    wait(249);
    expect(result.current).toBe('EN');
    wait(1);
    expect(result.current).toBe('ZH');
  });

  it('ends a burst of switches in one change, to the last language', () => {
    const { result, seen, choose, wait } = renderSettled(LANGUAGE_RELOAD_DELAY_MS.gameVendors);
    for (const language of ['ZH', 'VI', 'TH', 'ID']) {
      choose(language);
      wait(100);
    }
    expect(result.current).toBe('EN');
    wait(250);
    expect(result.current).toBe('ID');
    expect(seen).toEqual(['EN', 'ID']);
  });

  it('waits 200 ms for login and game lists', () => {
    const { result, choose, wait } = renderSettled(LANGUAGE_RELOAD_DELAY_MS.login);
    choose('ZH');
    wait(199);
    expect(result.current).toBe('EN');
    wait(1);
    expect(result.current).toBe('ZH');
  });

  it('switching back before the delay changes nothing', () => {
    const { seen, choose, wait } = renderSettled(LANGUAGE_RELOAD_DELAY_MS.winnerBoard);
    choose('ZH');
    wait(100);
    choose('EN');
    wait(1000);
    expect(seen).toEqual(['EN']);
  });
});
