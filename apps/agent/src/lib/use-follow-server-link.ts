import { resolveServerLink } from '@wps-mobile/config';
import { useNavigate } from 'react-router';

/** Follows a link inside server HTML: another site opens apart, our pages open in their app, the rest nothing. */
export function useFollowServerLink(): (href: string) => void {
  const navigate = useNavigate();
  return (href) => {
    const link = resolveServerLink(href, window.location.origin);
    if (link.kind === 'external') window.open(link.href, '_blank', 'noopener,noreferrer');
    else if (link.kind === 'internal' && link.app === 'agent') void navigate(link.path);
    else if (link.kind === 'internal') window.location.assign(link.path);
  };
}
