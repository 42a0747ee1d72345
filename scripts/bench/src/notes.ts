import { labelledPages, type Measured, type Measurements } from './measured';
import type { GatewayHtmlMismatch } from './stage-before-render';

/** Path and query a measurement ended on, when it differs from the one requested (a redirect). */
export function redirectOf(result: { url: string; finalUrl: string } | undefined): string | undefined {
  if (!result) return undefined;
  const requested = new URL(result.url);
  const final = new URL(result.finalUrl);
  const shown = `${final.pathname}${final.search}`;
  return shown === `${requested.pathname}${requested.search}` ? undefined : shown;
}

/** Where a page ended up, as Chromium saw it or else as Lighthouse did. */
export function endedOnOf(measured: Measured): string | undefined {
  return redirectOf(measured.firstScreen) ?? redirectOf(measured.lighthouse);
}

function gatewayHtmlNote({ label, app }: GatewayHtmlMismatch): string {
  return `${label}: the gateway's HTML references other assets or runs other inline scripts than ${app}/dist/index.html`;
}

/** What a reader needs to trust one page's numbers: redirects, odd responses, outside requests, errors. */
export function pageNotes(label: string, measured: Measured): string[] {
  const notes: string[] = [];
  const fs = measured.firstScreen;
  const lh = measured.lighthouse;
  const redirect = endedOnOf(measured);
  if (redirect) {
    const by = [redirectOf(fs) ? 'Chromium' : '', redirectOf(lh) ? 'Lighthouse' : '']
      .filter(Boolean)
      .join(' and ');
    notes.push(`${label}: redirected to ${redirect} (seen by ${by}); its numbers include that page`);
  }
  if (fs && fs.unmapped.length > 0) {
    notes.push(
      `${label}: ${fs.unmapped.length} JS/CSS response(s) not found in a dist, sized from the response body`,
    );
  }
  if (fs && fs.blockedExternal.length > 0) {
    notes.push(
      `${label}: blocked ${fs.blockedExternal.length} request(s) to other origins (${fs.blockedExternal.slice(0, 3).join(', ')})`,
    );
  }
  if (lh && lh.externalRequests.length > 0)
    notes.push(`${label}: Lighthouse saw ${lh.externalRequests.length} request(s) to other origins`);
  for (const warning of lh?.warnings ?? []) {
    // Lighthouse's own redirect warning repeats the note above.
    if (redirect && /was redirected to/.test(warning)) continue;
    notes.push(`${label}: Lighthouse warning: ${warning}`);
  }
  for (const error of measured.errors) notes.push(`ERROR ${error}`);
  return notes;
}

/** Every note of the run: the gateway checks first, then each page in table order, the floor app last. */
export function collectNotes(
  measurements: Measurements,
  mismatches: readonly GatewayHtmlMismatch[],
): string[] {
  return [
    ...mismatches.map(gatewayHtmlNote),
    ...labelledPages(measurements).flatMap((page) => pageNotes(page.label, page.measured)),
  ];
}

/** Label → the page it ended on, for the routes that redirected. */
export function endedOnByLabel(measurements: Measurements): ReadonlyMap<string, string> {
  const endedOn = new Map<string, string>();
  for (const { label, measured } of labelledPages(measurements)) {
    const redirect = endedOnOf(measured);
    if (redirect) endedOn.set(label, redirect);
  }
  return endedOn;
}

/** A label as the tables show it: `/m/agent → /m/home` when the page redirected. */
export function shownLabel(label: string, endedOn: ReadonlyMap<string, string>): string {
  const redirect = endedOn.get(label);
  return redirect ? `${label} → ${redirect}` : label;
}
