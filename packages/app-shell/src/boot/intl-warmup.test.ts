import { afterEach, describe, expect, it, vi } from 'vitest';
import { INTL_WARMUP, intlWarmed } from './intl-warmed';
import { warmIntlOffMainThread } from './intl-warmup';

/** A worker that records what it is told and answers when the test says. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  readonly told: unknown[] = [];
  terminated = false;
  constructor(readonly url: URL | string) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown) {
    this.told.push(message);
  }
  terminate() {
    this.terminated = true;
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  delete (globalThis as unknown as Record<symbol, unknown>)[INTL_WARMUP];
  FakeWorker.made = [];
  vi.unstubAllGlobals();
});

describe('warmIntlOffMainThread', () => {
  it("tells one worker the reader's language and settles when it answers, for the page and the app alike", async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warming = warmIntlOffMainThread('AR');
    const [worker] = FakeWorker.made;
    expect(String(worker?.url)).toMatch(/intl-warmup-worker/);
    expect(worker?.told).toEqual(['AR']);
    expect(await settled(warming)).toBe(false);
    expect(await settled(intlWarmed())).toBe(false);

    // The app's own copy asks again: the page's one worker is kept, no second one starts.
    expect(warmIntlOffMainThread('AR')).toBe(warming);
    expect(FakeWorker.made).toHaveLength(1);

    worker?.dispatchEvent(new MessageEvent('message', { data: 'warm' }));
    expect(await settled(warming)).toBe(true);
    expect(await settled(intlWarmed())).toBe(true);
    expect(worker?.terminated).toBe(true);
  });

  it('settles when the worker fails, leaving the work to the main thread', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const warming = warmIntlOffMainThread('EN');
    FakeWorker.made[0]?.dispatchEvent(new Event('error'));
    expect(await settled(warming)).toBe(true);
  });

  it('settles at once where no worker can start', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the page policy', 'SecurityError');
        }
      },
    );
    expect(await settled(warmIntlOffMainThread('EN'))).toBe(true);
  });
});

describe('intlWarmed', () => {
  it('is settled on a page that started no warm-up', async () => {
    expect(await settled(intlWarmed())).toBe(true);
  });
});
