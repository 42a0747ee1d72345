import { isInAppLink } from '@wps-mobile/config';
import { useNavigate } from 'react-router';
import { classifyLink } from './content-links';

/** Follows a link found in server content: external in a new tab, player routes in-app, agent routes by reload. */
export function useOpenLink(): (href: string) => void {
  const navigate = useNavigate();
  return (href) => {
    const target = classifyLink(href);
    if (target.kind === 'external') {
      window.open(target.href, '_blank', 'noopener,noreferrer');
    } else if (target.kind === 'internal') {
      if (isInAppLink('player', target.path, window.location.origin)) void navigate(target.path);
      else window.location.assign(target.path);
    }
  };
}
