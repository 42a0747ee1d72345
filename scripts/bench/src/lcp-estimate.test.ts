import { describe, expect, it } from 'vitest';
import { describeLcpEstimate, estimatedRequests } from './lcp-estimate';

const ORIGIN = 'http://127.0.0.1:4599';

interface Node {
  type: string;
  request?: { url: string; transferSize: number };
}
const network = (url: string, transferSize: number): Node => ({
  type: 'network',
  request: { url, transferSize },
});

describe('estimatedRequests', () => {
  it('keeps the network nodes in start order, same-origin URLs as path and query', () => {
    const timings = new Map<Node, { startTime: number; endTime: number }>([
      [network(`${ORIGIN}/m/assets/vendor.js`, 107_520), { startTime: 1230, endTime: 2737 }],
      [{ type: 'cpu' }, { startTime: 607, endTime: 628 }],
      [network(`${ORIGIN}/m/home`, 5_222), { startTime: 0, endTime: 607 }],
      [network('https://cdn.example.com/banner.webp?w=1', 106_600), { startTime: 607, endTime: 2565 }],
    ]);
    expect(estimatedRequests(timings, ORIGIN)).toEqual([
      { url: '/m/home', bytes: 5_222, startMs: 0, endMs: 607 },
      { url: 'https://cdn.example.com/banner.webp?w=1', bytes: 106_600, startMs: 607, endMs: 2565 },
      { url: '/m/assets/vendor.js', bytes: 107_520, startMs: 1230, endMs: 2737 },
    ]);
  });
});

describe('describeLcpEstimate', () => {
  const requests = [
    { url: '/m/home', bytes: 5_120, startMs: 0, endMs: 607 },
    { url: '/banner.webp', bytes: 106_598, startMs: 607, endMs: 2565.4 },
    { url: '/m/assets/index.js', bytes: 26_726, startMs: 765, endMs: 1672 },
    { url: '/m/assets/vendor.js', bytes: 107_520, startMs: 1230, endMs: 2737 },
  ];

  it('sums the bytes and names the requests that ended last, latest first', () => {
    expect(describeLcpEstimate({ requests })).toBe(
      '4 requests, 240.2 KB; last to end: /m/assets/vendor.js 105.0 KB at 2737 ms, ' +
        '/banner.webp 104.1 KB at 2565 ms, /m/assets/index.js 26.1 KB at 1672 ms',
    );
  });

  it('says so when the estimate counted nothing', () => {
    expect(describeLcpEstimate({ requests: [] })).toBe('0 requests, 0.0 KB; last to end: none');
  });
});
