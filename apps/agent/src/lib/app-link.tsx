import { isInAppLink } from '@wps-mobile/config';
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';

const isAgentLink = (href: string) => isInAppLink('agent', href, window.location.origin);

/** A client-side link inside the agent build; a plain full page load to the player build's paths. */
export function AppLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  if (isAgentLink(href)) return <Link to={href} {...rest} />;
  return <a href={href} {...rest} />;
}

/** For kit components that render plain anchors (the footer menu): agent paths route client-side. */
export function useLinkNavigation() {
  const navigate = useNavigate();
  return (href: string, event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    if (!isAgentLink(href)) return;
    event.preventDefault();
    void navigate(href);
  };
}
