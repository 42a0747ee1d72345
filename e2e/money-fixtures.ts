import { expect as baseExpect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { fetchThrough } from './route-fetch';

// Lazy screens, scrypt in the sandbox and axe runs take a while on a busy machine.
export const expect = baseExpect.configure({ timeout: 15_000 });

export const FREE_REJECT = 'Please login an actual account to use this function';

/** An input by its label (required fields carry an asterisk). */
export const field = (page: Page, name: string) =>
  page.getByLabel(new RegExp(`^${name}\\s*\\*?$`)).and(page.locator('input'));

/** The member's balance as the sandbox holds it (the control answers it without changing anything). */
export async function balanceOf(request: APIRequestContext, username: string): Promise<number> {
  const response = await request.post('/__sandbox/member', { data: { username } });
  return ((await response.json()) as { value: { balance: number } }).value.balance;
}

/** Counts the requests a page sends to one relay call. */
export function countCalls(page: Page, call: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(`/wps/relay/${call}`)) count += 1;
  });
  return () => count;
}

/** The three ways a money submit can fail before an answer reaches the screen. */
export const FAULTS = {
  /** The connection drops before the request leaves: nothing reaches the server. */
  offline: (route: Route) => route.abort('internetdisconnected'),
  /** A proxy answers 500 without passing the request on. */
  serverError: (route: Route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
  /** The server does the work, then the answer is lost on the way back. */
  timeout: async (route: Route) => {
    await fetchThrough(route);
    await route.abort('timedout');
  },
} as const;

/** Fails the next submit of a relay call once in the given way; later submits pass. */
export async function failNext(page: Page, call: string, fault: keyof typeof FAULTS): Promise<void> {
  await page.route(`**/wps/relay/${call}`, (route) => FAULTS[fault](route), { times: 1 });
}

/**
 * Leaves the page's routes before the test ends: home asks for announcements as it starts, and a stub still
 * waiting for that answer would fail on a disposed response.
 */
export async function settleRoutes(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
}
