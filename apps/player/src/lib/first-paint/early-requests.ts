import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  RUNTIME_CONFIG_ELEMENT_ID,
  RUNTIME_CONFIG_PATH,
} from '@wps-mobile/config';
import { NO_INTERNET, SERVICE_OUTAGE, showBootMessage } from './boot-message';
import { picturesOf, preloadBrand, preloadFirstPictures } from './early-pictures';
import { callAddress, firstPaintPlan, type FirstCall } from './first-paint-plan';

/**
 * The first screen's calls, sent by a small script inlined in the HTML (`src/early.ts`, built by
 * `build/inline-early-script.ts`) the moment the runtime config is known, instead of after the app's libraries
 * have downloaded and run. The api-client still makes every call: its fetch takes an early answer when one was
 * sent for the very same URL and headers, once, and asks the network otherwise. Only a visitor without a
 * session is served early (a session changes headers and parameters); a call that does not match is simply made
 * again.
 */
export interface EarlyRequest {
  readonly path: FirstCall['path'];
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  response: Promise<Response> | undefined;
}

/**
 * What the early script sent, for the app. The inlined script and the app's modules are two copies of this
 * file, so they meet on one global object instead of module state.
 */
interface Handoff {
  readonly sent: EarlyRequest[];
  /** A copy of the runtime config's answer, for the app's own read of it. */
  config: Promise<Response> | undefined;
}

const HANDOFF = Symbol.for('wps-mobile.early-requests');

function handoff(): Handoff {
  const slot = globalThis as unknown as Record<symbol, Handoff | undefined>;
  return (slot[HANDOFF] ??= { sent: [], config: undefined });
}

/** Where the early script keeps the last runtime config it read, for a page that carries none. */
export const CONFIG_COPY_KEY = 'wps-mobile.runtimeConfig';

type Config = Record<string, unknown>;

/** The runtime config's two readings: the answer the app reads, and the config the early calls are addressed by. */
interface ConfigReadings {
  readonly forApp: Promise<Response>;
  readonly forCalls: Promise<Config | undefined>;
}

/**
 * The runtime config as the gateway wrote it into the page (`RUNTIME_CONFIG_ELEMENT_ID`), or else the file: a
 * page served without it (the worker's cached shell, a static server) fetches `config.json`. There the early
 * calls are addressed by the copy the last visit kept, at once, instead of a round trip later: a returning
 * player's first calls, and the outage message in the loading shell, come that much sooner. The app still reads
 * the network's answer; a call addressed by an outdated copy matches none of the app's own and is simply made
 * again. Each reading is kept as the next visit's copy. (The worker's page sends them in the early script's own
 * task: its libraries come from the worker at once, and a task later would queue the calls behind their
 * evaluation.)
 */
function readRuntimeConfig(fetchImpl: typeof fetch): ConfigReadings {
  const inline = document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent?.trim();
  if (inline) {
    keepCopy(inline);
    return {
      forApp: Promise.resolve(new Response(inline, { headers: { 'Content-Type': 'application/json' } })),
      // A page from the network, whose libraries are still on their way: the calls go out a task later, not in
      // the early script's own task, which with them in it blocked for 90-130 ms on the bench's 4x-slowed CPU.
      forCalls: new Promise((resolve) => setTimeout(() => resolve(parsed(inline)), 0)),
    };
  }
  const forApp = fetchImpl(RUNTIME_CONFIG_PATH);
  const answered = forApp.then(async (response) => {
    if (!response.ok) return undefined;
    const text = await response.clone().text();
    keepCopy(text);
    return parsed(text);
  });
  const copy = parsed(local((store) => store.getItem(CONFIG_COPY_KEY)));
  if (!copy) return { forApp, forCalls: answered };
  // The calls went by the copy; the network's failure is the app's to say.
  answered.catch(() => undefined);
  return { forApp, forCalls: Promise.resolve(copy) };
}

function parsed(text: string | null | undefined): Config | undefined {
  try {
    const value: unknown = text ? JSON.parse(text) : undefined;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Config)
      : undefined;
  } catch {
    return undefined;
  }
}

function keepCopy(text: string): void {
  local((store) => store.setItem(CONFIG_COPY_KEY, text));
}

/** The device's storage, which a private window or a full disk may refuse. */
function local<T>(read: (store: Storage) => T): T | undefined {
  try {
    return read(localStorage);
  } catch {
    return undefined;
  }
}

/** The language the reader chose on an earlier visit (the app starts in it), or the default. */
export function storedLanguage(): string {
  return local((store) => store.getItem(LANGUAGE_STORAGE_KEY)) ?? DEFAULT_LANGUAGE;
}

function hasSession(): boolean {
  try {
    // The device's copy too: a new tab or a reopened app is signed in before the app has read it.
    return (
      sessionStorage.getItem(SESSION_STORAGE_KEY) !== null ||
      localStorage.getItem(SESSION_STORAGE_KEY) !== null
    );
  } catch {
    return true;
  }
}

const STATUS_PATH: FirstCall['path'] = '/system/status';

/**
 * Reads the runtime config (the HTML preloads it) and sends the first calls of the page at `address` (path and
 * query), in place of any sent before; does nothing with a session.
 */
export async function startEarlyRequests(
  address: string,
  fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<void> {
  const { pathname, search } = new URL(address, globalThis.location.href);
  const early = handoff();
  early.sent.length = 0;
  const { forApp, forCalls } = readRuntimeConfig(fetchImpl);
  early.config = forApp.then((response) => response.clone());
  // The app reads the config again if this copy failed; the failure is not an unhandled one.
  early.config.catch(() => undefined);
  const config = await forCalls;
  if (!config) return;
  const brand = () => preloadBrand(config, pathname);
  if (hasSession() || typeof config.merchantCode !== 'string') return brand();
  const pictureConfig = picturesOf(config, config.merchantCode);
  const apiBase = (typeof config.apiBase === 'string' ? config.apiBase : '/wps').replace(/\/+$/, '');
  const language = storedLanguage();
  const headers = { Merchant: config.merchantCode, Language: language };
  for (const call of firstPaintPlan(pathname, search, language)) {
    const { path, pictures } = call;
    const url = new URL(`${apiBase}${callAddress(call)}`, globalThis.location.href).href;
    const answer = fetchImpl(url, { headers });
    // A call that fails early (offline, say) is made again by the api-client, whose own attempt decides what to
    // show; one the app never asks for again must not end as an unhandled rejection either.
    answer.catch(() => undefined);
    // The status call is every screen's first: no answer, or the server's own failure, is said in the loading
    // shell at once (`boot-message.ts`), a second or more before the app could say it.
    if (path === STATUS_PATH)
      answer.then(
        (response) => response.status < 500 || showBootMessage(SERVICE_OUTAGE, language, fetchImpl),
        () => showBootMessage(NO_INTERNET, language, fetchImpl),
      );
    if (pictures) preloadFirstPictures(answer, pictures, pictureConfig);
    early.sent.push({ path, url, headers, response: answer });
  }
  brand();
}

/**
 * Whether the early script asked for home's announcements: it then preloads the first banner and draws it in the
 * loading shell itself, so the app need not ask for the picture a second time.
 */
export function sentHomeAnnouncements(): boolean {
  return handoff().sent.some((request) => request.path === '/relay/CCSFE_getListAnnouncements');
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

const sameHeaders = (a: Record<string, string>, b: Record<string, string>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * A fetch for the runtime config and the api-client: the early answer of the config, or of the same GET (same
 * URL and headers), once; the network otherwise. An early call that failed is made again.
 */
export function fetchWithEarlyAnswers(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const early = handoff();
    const config = early.config;
    if (config && new URL(url, globalThis.location.href).pathname === RUNTIME_CONFIG_PATH) {
      early.config = undefined;
      try {
        return await config;
      } catch {
        // Fetched again below.
      }
    }
    const method = (init?.method ?? 'GET').toUpperCase();
    const match =
      method === 'GET' && !init?.body
        ? early.sent.find(
            (r) =>
              r.response && r.url === url && sameHeaders(headersOf({ headers: r.headers }), headersOf(init)),
          )
        : undefined;
    const response = match?.response;
    if (match && response) {
      match.response = undefined;
      try {
        return await response;
      } catch {
        // Sent too early to succeed (offline, say): the api-client's own attempt decides what to show.
      }
    }
    return fetchImpl(input, init);
  };
}
