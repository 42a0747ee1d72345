import { CACHE_NONE } from './cache-policy';

/** A short plain-text answer for requests that are not the apps' business (wrong path, wrong method). */
export function plainResponse(
  status: 404 | 405,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_NONE, ...headers },
  });
}
