import type { BrowserContext, Page } from '@playwright/test';

/** The Firebase merchant's gateway, the Auth emulator and its project (set by playwright.config.ts). */
export const FIREBASE_BASE_URL = process.env.E2E_FIREBASE_BASE_URL ?? '';
export const AUTH_EMULATOR_URL = process.env.E2E_AUTH_EMULATOR_URL ?? '';
export const FIREBASE_PROJECT = process.env.E2E_FIREBASE_PROJECT ?? '';

/**
 * A stand-in for Google's iframe loader (`https://apis.google.com/js/api.js`), which the Firebase SDK and the
 * emulator's helper iframe both load to talk across origins, and which a closed network cannot reach. It keeps
 * the same contract: `gapi.load`, and `gapi.iframes` contexts whose frames `register` handlers and `send`
 * messages (answered with the handlers' results), over `postMessage`. Messages for a handler not yet registered
 * wait for it, as gapi's do.
 */
const GAPI_STAND_IN = `(() => {
  const script = document.currentScript;
  const calls = new Map();
  const channels = [];
  let next = 0;
  function channel(target) {
    let markReady;
    const ready = new Promise((resolve) => (markReady = resolve));
    const handlers = new Map();
    const waiting = [];
    const self = {
      target, markReady,
      deliver(message) {
        const handler = handlers.get(message.type);
        if (!handler) return void waiting.push(message);
        Promise.resolve(handler(message.data)).then((result) =>
          target.postMessage({ gapiStandIn: 'reply', id: message.id, result }, '*'));
      },
      frame: {
        register(type, handler) {
          handlers.set(type, handler);
          waiting.splice(0).forEach((message) => self.deliver(message));
        },
        send(type, data, callback) {
          const id = 'call-' + ++next;
          calls.set(id, callback);
          target.postMessage({ gapiStandIn: 'call', id, type, data }, '*');
        },
        restyle: () => Promise.resolve(),
        ping: (callback) => ready.then(() => callback && callback()),
      },
    };
    channels.push(self);
    return self;
  }
  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || !message.gapiStandIn) return;
    if (message.gapiStandIn === 'reply') {
      const callback = calls.get(message.id);
      calls.delete(message.id);
      // gapi keeps a callback's exception to the callback (the SDK's web-storage check throws after answering).
      try {
        if (callback) callback([message.result]);
      } catch {}
      return;
    }
    const from = channels.find((known) => known.target === event.source);
    if (!from) return;
    if (message.gapiStandIn === 'ready') from.markReady();
    else from.deliver(message);
  });
  const iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: () => true,
    getContext: () => ({
      open(options, opened) {
        const element = document.createElement('iframe');
        Object.assign(element.style, (options.attributes && options.attributes.style) || {});
        element.src = options.url;
        (options.where || document.body).appendChild(element);
        return Promise.resolve(opened(channel(element.contentWindow).frame));
      },
      getParentIframe() {
        const parent = channel(window.parent);
        window.parent.postMessage({ gapiStandIn: 'ready' }, '*');
        return parent.frame;
      },
    }),
  };
  window.gapi = {
    iframes,
    load: (_name, options) => setTimeout(() => (typeof options === 'function' ? options : options.callback)()),
  };
  const onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(() => {
    if (onload && window[onload]) window[onload]();
    if (window.gapi_onload) window.gapi_onload();
  });
})();`;

/**
 * Lets Firebase's popup sign-in run on the closed network: Google's iframe loader is answered by the stand-in,
 * and the emulator's sign-in page is spared its stylesheets and fonts from CDNs it cannot reach.
 */
export async function offlineFirebasePopups(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort());
}

/** The SMS code the emulator "sent" to a number (the emulator lists every code it issued). */
export async function emulatorSmsCode(phoneNumber: string): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR_URL}/emulator/v1/projects/${FIREBASE_PROJECT}/verificationCodes`,
  );
  const { verificationCodes } = (await response.json()) as {
    verificationCodes: { phoneNumber: string; code: string }[];
  };
  const sent = verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1);
  if (!sent) throw new Error(`the emulator sent no code to ${phoneNumber}`);
  return sent.code;
}

/**
 * Presses the provider's button on the login screen and, in the emulator's sign-in popup, adds a new account of
 * that provider (`Google` or `Facebook`) with the given email and display name.
 */
export async function signUpInPopup(
  page: Page,
  provider: 'Google' | 'Facebook',
  account: { readonly email: string; readonly name: string },
): Promise<void> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: provider }).click();
  const signInPage = await popup;
  await signInPage.getByRole('button', { name: 'Add new account' }).click();
  await signInPage.getByLabel('Email').fill(account.email);
  await signInPage.getByLabel('Display name').fill(account.name);
  await signInPage.getByRole('button', { name: `Sign in with ${provider}.com` }).click();
}
