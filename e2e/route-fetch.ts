import type { APIResponse, Route } from '@playwright/test';

/** What Node says when the server closed a kept-alive connection just as the client sent on it. */
const CONNECTION_DROPPED = /ECONNRESET|EPIPE|socket hang up/;

/**
 * `route.fetch()`, asked once more when the connection dropped under it: the gateway closes an idle kept-alive
 * connection after five seconds, and Playwright may reuse one in that very moment. Only a GET is asked again,
 * so nothing that changes data is ever sent twice.
 */
export async function fetchThrough(route: Route): Promise<APIResponse> {
  try {
    return await route.fetch();
  } catch (error) {
    if (route.request().method() !== 'GET' || !CONNECTION_DROPPED.test(String(error))) throw error;
    return route.fetch();
  }
}
