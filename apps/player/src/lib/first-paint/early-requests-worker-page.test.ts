import { RUNTIME_CONFIG_PATH } from '@wps-mobile/config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIG_COPY_KEY, fetchWithEarlyAnswers, startEarlyRequests } from './early-requests';
import { CONFIG, network } from './early-requests-network';

describe("early requests in the worker's page, which carries no config", () => {
  afterEach(() => {
    localStorage.clear();
  });

  /** A network whose config.json answers `fresh` only once `answerConfig` is called; calls record their merchant. */
  function slowConfig() {
    let answerConfig: () => void = () => undefined;
    const configAnswered = new Promise<void>((resolve) => (answerConfig = resolve));
    const merchants: string[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      if (String(input) === RUNTIME_CONFIG_PATH) {
        await configAnswered;
        return Response.json({ ...CONFIG, merchantCode: 'fresh' });
      }
      merchants.push(new Headers(init?.headers).get('merchant') ?? '');
      return Response.json({ success: true, value: {} });
    };
    return { fetchImpl, merchants, answerConfig };
  }

  it("sends the calls by the last visit's copy before the network answers, and hands the app the network's", async () => {
    localStorage.setItem(CONFIG_COPY_KEY, JSON.stringify({ ...CONFIG, merchantCode: 'kept' }));
    const early = slowConfig();
    const started = startEarlyRequests('/m/home', early.fetchImpl);
    await vi.waitFor(() => expect(early.merchants).toEqual(['kept', 'kept', 'kept', 'kept']));
    early.answerConfig();
    await started;
    const later = network();
    const config = await (await fetchWithEarlyAnswers(later.fetchImpl)(RUNTIME_CONFIG_PATH)).json();
    expect(config).toEqual({ ...CONFIG, merchantCode: 'fresh' });
    expect(later.configReads).toBe(0);
    // The next visit goes by what the network said.
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem(CONFIG_COPY_KEY) ?? '{}').merchantCode).toBe('fresh'),
    );
  });

  it.each([
    ['no copy', undefined],
    ['an unreadable copy', '{"merchantCode":'],
  ])('waits for the network with %s, and keeps its answer', async (_, copy) => {
    if (copy !== undefined) localStorage.setItem(CONFIG_COPY_KEY, copy);
    const early = slowConfig();
    const started = startEarlyRequests('/m/home', early.fetchImpl);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(early.merchants).toEqual([]);
    early.answerConfig();
    await started;
    expect(early.merchants).toEqual(['fresh', 'fresh', 'fresh', 'fresh']);
    expect(JSON.parse(localStorage.getItem(CONFIG_COPY_KEY) ?? '{}').merchantCode).toBe('fresh');
  });
});
