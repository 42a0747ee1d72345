/** Query parameters whose values are secrets (a session token, a signature): never printed or kept. */
const SECRET_PARAM = /token|^sign(ature)?$|secret|passw(or)?d|^pwd$/i;

/**
 * A URL as the report and the JSON show it: path and query when it is on `origin`, the whole URL otherwise, with
 * the values of secret parameters (`token=…`) masked. A signed-in page's calls carry its session token.
 */
export function shownUrl(url: string, origin: string): string {
  const short = url.startsWith(origin) ? url.slice(origin.length) : url;
  const query = short.indexOf('?');
  if (query < 0) return short;
  const params = short
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      return eq > 0 && SECRET_PARAM.test(pair.slice(0, eq)) ? `${pair.slice(0, eq)}=…` : pair;
    });
  return `${short.slice(0, query)}?${params.join('&')}`;
}
