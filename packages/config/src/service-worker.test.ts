import { describe, expect, it, vi } from 'vitest';
import { registerAppWorker, watchAppUpdate, type AppWorkerEnvironment } from './service-worker';

/** A worker whose state the test moves on; statechange listeners run as the browser would call them. */
function fakeWorker(state: ServiceWorkerState) {
  const target = new EventTarget();
  const worker = Object.assign(target, { state, postMessage: vi.fn() });
  const moveTo = (next: ServiceWorkerState) => {
    worker.state = next;
    target.dispatchEvent(new Event('statechange'));
  };
  return { worker: worker as unknown as ServiceWorker & { postMessage: ReturnType<typeof vi.fn> }, moveTo };
}

function setUp(registration: Partial<ServiceWorkerRegistration>) {
  const target = new EventTarget();
  const reg = Object.assign(target, { update: vi.fn(async () => undefined), ...registration });
  const register = vi.fn(async () => reg as unknown as ServiceWorkerRegistration);
  let visible: () => void = () => undefined;
  const env: AppWorkerEnvironment = {
    serviceWorker: { register } as unknown as ServiceWorkerContainer,
    reload: vi.fn(),
    onVisible: (listener) => (visible = listener),
    afterLoad: (run) => run(),
  };
  return { reg, register, env, showPage: () => visible() };
}

describe('app worker registration', () => {
  it('does nothing where service workers are unavailable or registration fails', async () => {
    const onUpdate = vi.fn();
    const none = { serviceWorker: undefined, reload: vi.fn(), onVisible: vi.fn(), afterLoad: vi.fn() };
    expect(await registerAppWorker('player', onUpdate, none)).toBeUndefined();
    const failing = {
      ...none,
      serviceWorker: {
        register: vi.fn().mockRejectedValue(new Error('blocked')),
      } as unknown as ServiceWorkerContainer,
    };
    expect(await registerAppWorker('player', onUpdate, failing)).toBeUndefined();
    const blocked = {
      ...none,
      serviceWorker: { register: vi.fn().mockResolvedValue(undefined) } as unknown as ServiceWorkerContainer,
    };
    expect(await registerAppWorker('player', onUpdate, blocked)).toBeUndefined();
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it("registers each build's worker at its own scope", async () => {
    const { register, env } = setUp({ active: null, waiting: null });
    await registerAppWorker('agent', vi.fn(), env);
    expect(register).toHaveBeenCalledWith('/m/agent-app/sw.js', {
      scope: '/m/agent-app/',
      updateViaCache: 'none',
    });
  });

  it('offers a new deployment, activates it on consent and reloads once it has taken over', async () => {
    const active = fakeWorker('activated').worker;
    const { reg, env, showPage } = setUp({ active, waiting: null, installing: null });
    const onUpdate = vi.fn();
    await registerAppWorker('player', onUpdate, env);
    showPage();
    expect(reg.update).toHaveBeenCalled();

    const next = fakeWorker('installing');
    Object.assign(reg, { installing: next.worker });
    reg.dispatchEvent(new Event('updatefound'));
    expect(onUpdate).not.toHaveBeenCalled();
    next.moveTo('installed');
    expect(onUpdate).toHaveBeenCalledTimes(1);

    const apply = onUpdate.mock.calls[0]?.[0] as () => void;
    apply();
    expect(next.worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(env.reload).not.toHaveBeenCalled();
    next.moveTo('activated');
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('does not offer the first install as an update, but does offer a worker left waiting', async () => {
    const first = setUp({ active: null, waiting: null });
    const onFirst = vi.fn();
    await registerAppWorker('player', onFirst, first.env);
    const installing = fakeWorker('installing');
    Object.assign(first.reg, { installing: installing.worker });
    first.reg.dispatchEvent(new Event('updatefound'));
    installing.moveTo('installed');
    expect(onFirst).not.toHaveBeenCalled();

    const waiting = setUp({
      active: fakeWorker('activated').worker,
      waiting: fakeWorker('installed').worker,
    });
    const onWaiting = vi.fn();
    await registerAppWorker('player', onWaiting, waiting.env);
    expect(onWaiting).toHaveBeenCalledTimes(1);
  });

  it('stops offering once the caller has stopped listening', async () => {
    const { env } = setUp({
      active: fakeWorker('activated').worker,
      waiting: fakeWorker('installed').worker,
    });
    let run: () => void = () => undefined;
    const onUpdate = vi.fn();
    const stop = watchAppUpdate('player', onUpdate, { ...env, afterLoad: (next) => (run = next) });
    stop();
    run();
    await Promise.resolve();
    expect(onUpdate).not.toHaveBeenCalled();
  });
});
