import { RUNTIME_CONFIG_PATH } from '@wps-mobile/config';

// The early script's tests' network: what they send, and a config.json that answers.

interface Sent {
  url: string;
  headers: Record<string, string>;
}

const headersOf = (init: RequestInit | undefined): Record<string, string> =>
  Object.fromEntries(new Headers(init?.headers).entries());

export const CONFIG = { merchantCode: 'demo', trialMerchantCode: 'demo_trial', apiBase: '/wps' };

/** A network that records every request; config.json answers, every call answers `{ path }` after `gate`. */
export function network(gate: Promise<void> = Promise.resolve(), config: Record<string, unknown> = CONFIG) {
  const sent: Sent[] = [];
  const reads = { configReads: 0 };
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), window.location.href);
    if (url.pathname === RUNTIME_CONFIG_PATH) {
      reads.configReads += 1;
      return Response.json(config);
    }
    sent.push({ url: url.href, headers: headersOf(init) });
    await gate;
    return Response.json({ success: true, value: { path: url.pathname } });
  };
  return {
    sent,
    fetchImpl,
    get configReads() {
      return reads.configReads;
    },
  };
}
