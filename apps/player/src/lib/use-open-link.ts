import { resolveServerLink } from '@wps-mobile/config';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Follows a server-given link (banner, pop-up, help, promotion, message) as `resolveServerLink` decides: other
 * sites in a new tab with `noopener`, player routes through the router, agent routes by a full page load, and
 * anything refused not at all.
 */
export function useOpenLink(): (href: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      const link = resolveServerLink(href, window.location.origin);
      if (link.kind === 'external') window.open(link.href, '_blank', 'noopener,noreferrer');
      else if (link.kind === 'internal' && link.app === 'player') void navigate(link.path);
      else if (link.kind === 'internal') window.location.assign(link.path);
    },
    [navigate],
  );
}
