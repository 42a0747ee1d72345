import { parseRuntimeConfig } from '@wps-mobile/config';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportFieldData } from './report-field-data';
import { startFieldData } from './start-field-data';

vi.mock('./report-field-data', () => ({ reportFieldData: vi.fn() }));

const base = {
  merchantCode: 'demo',
  trialMerchantCode: 'demo_trial',
  defaultImageCDN: 'https://img.example',
  brandName: 'Demo Bet',
};
const fieldData = { beaconUrl: '/wps/ext/vitals/beacon', sampleRate: 0.25 };

describe('startFieldData', () => {
  beforeEach(() => {
    vi.mocked(reportFieldData).mockClear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads the reporter for a page load inside the sample, 3 s after the page has loaded', async () => {
    const config = parseRuntimeConfig({ ...base, fieldData });
    startFieldData(config, () => 0.1);
    await vi.advanceTimersByTimeAsync(2999);
    await vi.dynamicImportSettled();
    expect(reportFieldData).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.dynamicImportSettled();
    expect(reportFieldData).toHaveBeenCalledWith(config);
  });

  it('loads nothing, so sends nothing, for a page load outside the sample', async () => {
    startFieldData(parseRuntimeConfig({ ...base, fieldData }), () => 0.25);
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.dynamicImportSettled();
    expect(reportFieldData).not.toHaveBeenCalled();
  });

  it('loads nothing for a merchant whose sampling is off or who names no field data', async () => {
    startFieldData(parseRuntimeConfig({ ...base, fieldData: { ...fieldData, sampleRate: 0 } }), () => 0);
    startFieldData(parseRuntimeConfig(base), () => 0);
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.dynamicImportSettled();
    expect(reportFieldData).not.toHaveBeenCalled();
  });
});
