import type { AgentMenuKey } from '@wps-mobile/api-client/contract';
import { LazyPart } from '@wps-mobile/app-shell';
import { lazy } from 'react';

/**
 * The grid's icons are a chunk of their own, asked for when the grid first renders and never waited for: the
 * JavaScript before the first render carries no icon drawing. The icon-sized box is there from the start, so
 * nothing moves when the drawing arrives; if it never does (offline, a new deployment), the box stays empty and
 * the labels still name every link.
 */
const GridIconSet = lazy(() => import('./grid-icon-set'));

/** A grid item's icon, decorative (its label names the link). */
export function GridIcon({ menuKey }: { menuKey: AgentMenuKey }) {
  return (
    <span className="agent-grid__icon">
      <LazyPart>
        <GridIconSet menuKey={menuKey} />
      </LazyPart>
    </span>
  );
}
