import { useSyncExternalStore } from 'react';
import { getConnectivity, subscribeConnectivity, type Connectivity } from './connectivity';

/** The connection state for a 'No Internet' / 'Slow Connection' banner; re-renders only when it changes. */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, getConnectivity, () => 'online');
}
