import { postControl } from './serve-gateway';

/**
 * A page measured as a signed-in member: the sandbox opens a real session for a seeded account and a script,
 * run before the page's own, stores it the way a login does (`MC_SESSION_INFO` in session storage).
 */
export interface SessionValue {
  readonly token: string;
  readonly userName: string;
  readonly merchantCode: string;
  readonly customerType: number;
  readonly firstTimeLogin: boolean;
}

/** Opens a session through the sandbox's loopback-only control (`POST /__sandbox/session`), with its secret. */
export async function openSession(origin: string, username: string): Promise<SessionValue> {
  const response = await postControl(origin, 'session', { username });
  const body = (await response.json()) as { success?: boolean; value?: SessionValue };
  if (!response.ok || !body.value) throw new Error(`no sandbox session for ${username} (${response.status})`);
  return body.value;
}

/** The script that stores the session before any script of the page runs. */
export function sessionInitScript(session: SessionValue): string {
  const stored = JSON.stringify({
    token: session.token,
    merchantCode: session.merchantCode,
    userName: session.userName,
    type: session.customerType,
    firstTimeLogin: session.firstTimeLogin,
  });
  return `sessionStorage.setItem('MC_SESSION_INFO', ${JSON.stringify(stored)});`;
}

/** The init script for a target that needs a session, or undefined for a visitor's page. */
export async function initScriptFor(
  origin: string,
  signInAs: string | undefined,
): Promise<string | undefined> {
  if (!signInAs) return undefined;
  return sessionInitScript(await openSession(origin, signInAs));
}
