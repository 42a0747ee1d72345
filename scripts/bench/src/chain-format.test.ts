import { describe, expect, it } from 'vitest';
import {
  chainRequests,
  formatChain,
  longestWait,
  type ChainRequest,
  type CriticalChain,
} from './chain-format';

const request = (
  id: string,
  url: string,
  type: string,
  startMs: number,
  endMs: number | undefined,
  parentId?: string,
): ChainRequest => ({
  id,
  url,
  type,
  parentId,
  how: parentId ? 'script' : 'other',
  startMs,
  endMs,
  bytes: 2048,
});

const chain: CriticalChain = {
  path: '/m/home',
  conditions: 'slow 4G, CPU 4x',
  fcpMs: 1500,
  lcpMs: 3000,
  lcpResource: '/wps/img/banner/1.webp',
  requests: [
    request('img', '/wps/img/banner/1.webp', 'image', 2400, 2900, 'entry'),
    request('doc', '/m/home', 'document', 0, 600),
    request('entry', '/m/assets/index.js', 'script', 620, 1400, 'doc'),
    request('late', '/wps/img/game/1.webp', 'image', 3500, 3900, 'entry'),
    request('config', '/m/config.json', 'fetch', 630, 1100, 'doc'),
    request('status', '/wps/system/status', 'fetch', 1450, undefined, 'entry'),
  ],
};

describe('chainRequests', () => {
  it('keeps what started before LCP, in start order', () => {
    expect(chainRequests(chain).map((r) => r.id)).toEqual(['doc', 'entry', 'config', 'status', 'img']);
  });

  it('keeps everything when LCP is unknown', () => {
    expect(chainRequests({ ...chain, lcpMs: undefined })).toHaveLength(6);
  });
});

describe('longestWait', () => {
  it('walks back from the LCP resource to the document', () => {
    const requests = chainRequests(chain);
    expect(longestWait(requests, '/wps/img/banner/1.webp').map((r) => r.id)).toEqual(['doc', 'entry', 'img']);
  });

  it('walks back from the request that ended last when LCP was text', () => {
    const requests = chainRequests(chain).filter((r) => r.id !== 'img');
    expect(longestWait(requests, 'text').map((r) => r.id)).toEqual(['doc', 'entry']);
  });
});

describe('formatChain', () => {
  it('nests each request under the one that started it, with start and end times', () => {
    const lines = formatChain(chain).split('\n');
    expect(lines[0]).toBe('Critical request chain of /m/home (slow 4G, CPU 4x; ms from navigation)');
    expect(lines.slice(1, 6)).toEqual([
      '    0 →   600 ms  document /m/home  2.0 KB',
      '  620 →  1400 ms    script /m/assets/index.js  2.0 KB (script)',
      ' 1450 →     … ms      fetch /wps/system/status  2.0 KB (script)',
      ' 2400 →  2900 ms      image /wps/img/banner/1.webp  2.0 KB (script)',
      '  630 →  1100 ms    fetch /m/config.json  2.0 KB (script)',
    ]);
    expect(lines).toContain('FCP 1500 ms, LCP 3000 ms (/wps/img/banner/1.webp)');
    expect(lines.at(-1)).toBe(
      'LCP waited on (3 deep): document /m/home → script /m/assets/index.js → image /wps/img/banner/1.webp',
    );
    expect(formatChain(chain)).not.toContain('/wps/img/game/1.webp');
  });

  it('puts a request whose parent is not in the chain at the top level', () => {
    const text = formatChain({
      ...chain,
      requests: [request('orphan', '/m/x.js', 'script', 10, 20, 'gone')],
    });
    expect(text).toContain('\n   10 →    20 ms  script /m/x.js  2.0 KB\n');
  });
});
