import { resolveServerLink } from '@wps-mobile/config';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppId } from './app-identity';

/**
 * Follows a server-given link (banner, pop-up, help, promotion, message, a link in server HTML) as
 * `resolveServerLink` decides: other sites in a new tab with `noopener`, this build's routes through the router,
 * the other build's by a full page load, and anything refused not at all.
 */
export function useOpenLink(): (href: string) => void {
  const navigate = useNavigate();
  const app = useAppId();
  return useCallback(
    (href: string) => {
      const link = resolveServerLink(href, window.location.origin);
      if (link.kind === 'external') window.open(link.href, '_blank', 'noopener,noreferrer');
      else if (link.kind === 'internal' && link.app === app) void navigate(link.path);
      else if (link.kind === 'internal') window.location.assign(link.path);
    },
    [navigate, app],
  );
}
