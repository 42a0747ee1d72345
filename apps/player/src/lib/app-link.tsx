import { isInAppLink } from '@wps-mobile/config';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';

const isPlayerLink = (href: string) => isInAppLink('player', href, window.location.origin);

/**
 * A link that routes client-side within the player app and becomes a plain full page load for paths of the
 * agent app (the two builds share the origin, so the session survives).
 */
export function AppLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (isPlayerLink(href)) return <Link to={href} {...rest} />;
  return <a href={href} {...rest} />;
}

/**
 * A click handler for kit components that render plain anchors (footer menu, side menu). `go` replaces the plain
 * client-side navigation, e.g. with one that applies the role rules first.
 */
export function useLinkNavigation(go?: (href: string) => void) {
  const navigate = useNavigate();
  return (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    if (!isPlayerLink(href)) return;
    event.preventDefault();
    if (go) go(href);
    else void navigate(href);
  };
}
