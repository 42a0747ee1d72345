import { routePath } from '@wps-mobile/config';
import { isAgent, readSession, type SessionInfo } from '@wps-mobile/session';

/**
 * The agent session, or undefined after sending the visitor home: the agent centre is only for logged-in
 * agents (type not 0, 4 or 40). `replace` keeps the refused page out of the history.
 */
export function requireAgentSession(
  location: Pick<Location, 'replace'> = window.location,
  storage: Storage = sessionStorage,
): SessionInfo | undefined {
  const session = readSession(storage);
  if (session && isAgent(session.type)) return session;
  location.replace(routePath('home'));
  return undefined;
}
