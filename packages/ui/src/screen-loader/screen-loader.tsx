import { use, type ComponentType } from 'react';

/** Loads each screen's code once and renders it, for an app whose screens are each a chunk of their own. */
export interface ScreenLoader<Id> {
  /** Starts loading a screen's code on the first call; every later call gets the same promise. */
  readonly load: (screen: Id) => Promise<ComponentType>;
  /**
   * Renders a screen: at once when its code is in, otherwise it suspends until the code arrives (the router's
   * transition keeps the current screen meanwhile). A failed load throws to the nearest error boundary.
   */
  readonly LazyScreen: ComponentType<{ readonly screen: Id }>;
}

/**
 * A screen loader over `fetchScreen`, which imports a screen's module and returns the component to show (the
 * screen itself, a guarded version of it, or a page that offers a reload when the code did not arrive).
 *
 * Each screen is fetched once for the page's life, so a failure stays a failure until the page is loaded again
 * instead of retrying behind the player's back. A screen whose code is in renders without suspending: `use()`
 * on a settled promise would still suspend once per new component instance.
 */
export function createScreenLoader<Id>(
  fetchScreen: (screen: Id) => Promise<ComponentType>,
): ScreenLoader<Id> {
  const loads = new Map<Id, Promise<ComponentType>>();
  const loaded = new Map<Id, ComponentType>();

  function load(screen: Id): Promise<ComponentType> {
    let pending = loads.get(screen);
    if (!pending) {
      pending = fetchScreen(screen);
      pending.then(
        (Screen) => loaded.set(screen, Screen),
        () => undefined,
      );
      loads.set(screen, pending);
    }
    return pending;
  }

  function LazyScreen({ screen }: { readonly screen: Id }) {
    const Screen = loaded.get(screen) ?? use(load(screen));
    return <Screen />;
  }

  return { load, LazyScreen };
}
