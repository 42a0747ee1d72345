import type { AgentMenuKey } from '@wps-mobile/api-client/contract';
import { useEffect, useState } from 'react';
import type { gridIconOf } from './grid-icon-set';

type IconOf = typeof gridIconOf;

/**
 * The grid's icons are a chunk of their own, asked for when agent home's code first runs (beside its calls) and
 * never waited for: the JavaScript before the first render carries no icon drawing. Each tile keeps an
 * icon-sized box from the start, so nothing moves when they arrive; if they never do, the labels still name
 * every link.
 */
let iconOf: IconOf | undefined;
const iconsLoaded: Promise<void> = import('./grid-icon-set').then(
  (set) => {
    iconOf = set.gridIconOf;
  },
  () => undefined,
);

function useIconOf(): IconOf | undefined {
  const [loaded, setLoaded] = useState(() => iconOf);
  useEffect(() => {
    let mounted = true;
    void iconsLoaded.then(() => {
      if (mounted) setLoaded(() => iconOf);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return loaded;
}

/** A grid item's icon, decorative (its label names the link); an empty box of its size until it has loaded. */
export function GridIcon({ menuKey }: { menuKey: AgentMenuKey }) {
  const Icon = useIconOf()?.(menuKey);
  return Icon ? <Icon className="agent-grid__icon" /> : <span className="agent-grid__icon" />;
}
