import { vitalsBeaconSchema } from '@wps-mobile/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { reportFieldData, type FieldDataEnvironment } from './report-field-data';

const CONFIG = { merchantCode: 'demo', fieldData: { beaconUrl: '/wps/ext/vitals/beacon', sampleRate: 1 } };

const lcp = {
  name: 'LCP',
  value: 2140.6,
  rating: 'good',
  attribution: {
    target: 'main>div.banner>img',
    url: 'https://img.example.com/banner/1.webp?token=secret-token#x',
    timeToFirstByte: 310.2,
    resourceLoadDelay: 500,
    resourceLoadDuration: 900.4,
    elementRenderDelay: 430,
  },
} as unknown as MetricWithAttribution;

const inp = {
  name: 'INP',
  value: 88,
  rating: 'good',
  attribution: {
    interactionTarget: 'button.tab-bar__item',
    interactionType: 'pointer',
    inputDelay: 4.2,
    processingDuration: 60,
    presentationDelay: 23.8,
  },
} as unknown as MetricWithAttribution;

const cls = {
  name: 'CLS',
  value: 0.012345,
  rating: 'good',
  attribution: { largestShiftTarget: 'ul.games' },
} as unknown as MetricWithAttribution;

/** A browser whose figures and hiding the test drives; every beacon sent is kept. */
function fakeBrowser(page = 'https://m.example.com/m/home?token=secret-token', connection?: string) {
  let report: (metric: MetricWithAttribution) => void = () => undefined;
  const hidden: (() => void)[] = [];
  const beacons: { url: string; body: string }[] = [];
  const listening = vi.fn();
  const env: FieldDataEnvironment = {
    observe: (next) => {
      report = next;
    },
    onHidden: (flush) => hidden.push(flush),
    sendBeacon: (url, body) => beacons.push({ url, body }) > 0,
    pageLoadUrl: () => page,
    connection: () => connection,
    build: () => 'abc123def456',
    listening,
  };
  return {
    env,
    beacons,
    listening,
    measure: (metric: MetricWithAttribution) => report(metric),
    hide: () => hidden.forEach((flush) => flush()),
    bodies: () => beacons.map((beacon) => vitalsBeaconSchema.parse(JSON.parse(beacon.body))),
  };
}

describe('reportFieldData', () => {
  it('sends what was measured when the page is hidden: route id, connection, build and the figures', () => {
    const browser = fakeBrowser(undefined, '3g');
    reportFieldData(CONFIG, browser.env);
    expect(browser.listening).toHaveBeenCalledOnce();
    browser.measure(lcp);
    browser.measure(inp);
    expect(browser.beacons).toEqual([]);
    browser.hide();
    expect(browser.beacons.map((beacon) => beacon.url)).toEqual(['/wps/ext/vitals/beacon']);
    expect(browser.bodies()).toEqual([
      {
        merchant: 'demo',
        route: 'home',
        connection: '3g',
        build: 'abc123def456',
        metrics: [
          {
            name: 'LCP',
            value: 2141,
            rating: 'good',
            attribution: {
              target: 'main>div.banner>img',
              resource: 'https://img.example.com/banner/1.webp',
              parts: {
                timeToFirstByte: 310,
                resourceLoadDelay: 500,
                resourceLoadDuration: 900,
                elementRenderDelay: 430,
              },
            },
          },
          {
            name: 'INP',
            value: 88,
            rating: 'good',
            attribution: {
              target: 'button.tab-bar__item',
              interaction: 'pointer',
              parts: { inputDelay: 4, processingDuration: 60, presentationDelay: 24 },
            },
          },
        ],
      },
    ]);
  });

  it('never sends the address, its query or a token', () => {
    const browser = fakeBrowser();
    reportFieldData(CONFIG, browser.env);
    browser.measure(lcp);
    browser.hide();
    expect(browser.beacons[0]?.body).not.toMatch(/secret-token|m\/home|m\.example\.com/);
  });

  it('sends only the figures settled since the last hide, and nothing when there are none', () => {
    const browser = fakeBrowser();
    reportFieldData(CONFIG, browser.env);
    browser.hide();
    expect(browser.beacons).toEqual([]);
    browser.measure(lcp);
    browser.hide();
    browser.measure(cls);
    browser.hide();
    expect(browser.bodies().map((body) => body.metrics.map((metric) => [metric.name, metric.value]))).toEqual(
      [[['LCP', 2141]], [['CLS', 0.0123]]],
    );
  });

  it('sends each figure once, at its latest value, however often it changed before the page was hidden', () => {
    const browser = fakeBrowser();
    reportFieldData(CONFIG, browser.env);
    browser.measure(lcp);
    browser.measure(inp);
    browser.measure({ ...inp, value: 240, rating: 'needs-improvement' } as MetricWithAttribution);
    browser.measure({ ...lcp, value: 2480 } as MetricWithAttribution);
    browser.hide();
    expect(browser.bodies().map((body) => body.metrics.map((metric) => [metric.name, metric.value]))).toEqual(
      [
        [
          ['LCP', 2480],
          ['INP', 240],
        ],
      ],
    );
    // A figure that changes after a beacon goes in the next one.
    browser.measure({ ...inp, value: 312, rating: 'needs-improvement' } as MetricWithAttribution);
    browser.hide();
    expect(browser.bodies()[1]?.metrics.map((metric) => [metric.name, metric.value])).toEqual([['INP', 312]]);
  });

  it('names a page outside the route table and an unknown connection as unknown', () => {
    const browser = fakeBrowser('https://m.example.com/m/no-such-page', 'wifi');
    reportFieldData(CONFIG, browser.env);
    browser.measure(cls);
    browser.hide();
    expect(browser.bodies()[0]).toMatchObject({ route: 'unknown', connection: 'unknown' });
  });
});
