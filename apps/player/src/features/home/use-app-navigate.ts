import { isInAppLink } from '@wps-mobile/config';
import { useNavigate } from 'react-router';

/**
 * Goes to a path from code: client-side within the player app, a full page load for paths the agent app owns
 * (the same rule as `AppLink`; the session survives because both builds share the origin).
 */
export function useAppNavigate() {
  const navigate = useNavigate();
  return (href: string) => {
    if (isInAppLink('player', href, window.location.origin)) void navigate(href);
    else window.location.assign(href);
  };
}
