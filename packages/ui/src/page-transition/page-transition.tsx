import type { CSSProperties, ReactNode } from 'react';
import { CONSTANTS } from '@wps-mobile/config';
import './page-transition.css';

export interface PageTransitionProps {
  /** Changes with every page (the location's path and query): a new key fades the new page in. */
  transitionKey: string;
  /** false after a swipe-back over 100 px: the browser already animated the page, so no fade (spec). */
  animate?: boolean;
  children: ReactNode;
}

/** Fades each new page in over 300 ms (opacity only, so fixed bars inside keep their place). */
export function PageTransition({ transitionKey, animate = true, children }: PageTransitionProps) {
  const style = { '--wps-page-transition-duration': `${CONSTANTS.pageTransitionMs}ms` } as CSSProperties;
  return (
    <div
      key={transitionKey}
      className={animate ? 'wps-page-transition wps-page-transition--fade' : 'wps-page-transition'}
      style={style}
    >
      {children}
    </div>
  );
}
