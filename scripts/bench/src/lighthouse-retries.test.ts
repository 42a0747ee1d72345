import { describe, expect, it, vi } from 'vitest';
import { lcpElementOf, medianLcpRun, withRetries } from './lighthouse-run';

describe('withRetries', () => {
  it('runs again after a failed trace, up to three times in all', async () => {
    const run = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Lighthouse failed on /m/home: NO_NAVSTART Something went wrong'))
      .mockResolvedValueOnce('measured');
    await expect(withRetries(run)).resolves.toBe('measured');
    expect(run).toHaveBeenCalledTimes(2);
    const always = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('NO_NAVSTART'));
    await expect(withRetries(always)).rejects.toThrow('NO_NAVSTART');
    expect(always).toHaveBeenCalledTimes(3);
  });

  it('does not hide any other failure', async () => {
    const run = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('Chromium did not start'));
    await expect(withRetries(run)).rejects.toThrow('Chromium did not start');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("reads the LCP element's selector from the audit, or nothing", () => {
    const audit = {
      details: { items: [{ items: [{ node: { selector: 'div.boot-preview > img' } }] }, { items: [] }] },
    };
    expect(lcpElementOf(audit)).toBe('div.boot-preview > img');
    expect(lcpElementOf(undefined)).toBe('');
  });
});

describe('medianLcpRun', () => {
  const run = (lcp: number) => ({ metrics: { lcp }, id: lcp });

  it('picks the run with the middle LCP, the lower middle of an even count', () => {
    expect(medianLcpRun([run(2900), run(2700), run(2800)])?.id).toBe(2800);
    expect(medianLcpRun([run(2900), run(2700), run(2800), run(2600)])?.id).toBe(2700);
    expect(medianLcpRun([])).toBeUndefined();
  });
});
