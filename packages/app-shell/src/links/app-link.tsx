import { isInAppLink } from '@wps-mobile/config';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAppId } from './app-identity';

/** Whether this build owns the path `href` names, so the router can take it without a page load. */
function useIsOwnPath(): (href: string) => boolean {
  const app = useAppId();
  return (href) => isInAppLink(app, href, window.location.origin);
}

/**
 * A link that routes client-side within this build and becomes a plain full page load for paths the other build
 * owns (the two builds share the origin, so the session survives).
 */
export function AppLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const isOwnPath = useIsOwnPath();
  if (isOwnPath(href)) return <Link to={href} {...rest} />;
  return <a href={href} {...rest} />;
}

/**
 * A click handler for kit components that render plain anchors (footer menu, side menu): this build's paths route
 * client-side, the other build's load as a page. `go` replaces the plain client-side navigation, e.g. with one
 * that applies the role rules first.
 */
export function useLinkNavigation(go?: (href: string) => void) {
  const navigate = useNavigate();
  const isOwnPath = useIsOwnPath();
  return (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    if (!isOwnPath(href)) return;
    event.preventDefault();
    if (go) go(href);
    else void navigate(href);
  };
}

/**
 * Goes to a path of ours from code (after a notice, say): through the router when this build owns it, else as a
 * page load of the other build.
 */
export function useGoToPath(): (path: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const isOwnPath = useIsOwnPath();
  return (path, options = {}) => {
    if (isOwnPath(path)) void navigate(path, { replace: options.replace ?? false });
    else if (options.replace) window.location.replace(path);
    else window.location.assign(path);
  };
}
