import type { FieldDataConfig } from './field-data';
import { parseFirebaseConfig, type FirebaseWebConfig } from './firebase';
import { parseImageResizing, type ImageResizing } from './image-resizing';
import { parseResponsibleGaming, type ResponsibleGamingConfig } from './responsible-gaming';
import { isServicePathKey } from './service-paths';

/**
 * The merchant's runtime configuration, served as `config.json` next to `index.html` so that one build serves any
 * merchant. Nothing merchant-specific is baked into the bundles.
 */
export interface RuntimeConfig {
  /** Sent as the `Merchant` header on every `/wps` call. */
  readonly merchantCode: string;
  /** Merchant code used for free-trial accounts. */
  readonly trialMerchantCode: string;
  /** Image CDN origins; a picture's path picks one (`imageCDNFor`). */
  readonly imageCDNs: readonly string[];
  /** Used when the list is empty. */
  readonly defaultImageCDN: string;
  readonly brandName: string;
  /** Path or origin of the merchant's `/wps` API (default `/wps`, same origin). */
  readonly apiBase: string;
  readonly brandLogo?: string;
  /** Brand colours applied as CSS custom properties at start (the light theme; the dark one derives its accents). */
  readonly brandColors?: Readonly<Record<string, string>>;
  /** The merchant's own dark-theme colours, where the derived ones do not suit the brand. */
  readonly brandColorsDark?: Readonly<Record<string, string>>;
  /**
   * The merchant runs the firebase sign-in service (social sign-up and sign-in with Facebook or Google, next to
   * the FACEBOOKLOGIN3 and GOOGLELOGIN3 flags, and SMS codes). Off unless `true`; it also needs `firebase`.
   */
  readonly firebaseEnabled?: boolean;
  /** The merchant's Firebase web app config (apiKey, authDomain, projectId, appId...); see `firebaseSignIn`. */
  readonly firebase?: FirebaseWebConfig;
  /** Development and tests only: the origin of the Firebase Auth emulator the SDK should talk to. */
  readonly firebaseAuthEmulatorUrl?: string;
  /** ISO 4217 code of the merchant's currency, used to format every amount (default `PHP`, shown as ₱). */
  readonly currency: string;
  /** Age gate, reality check and help links (see `ResponsibleGamingConfig`); on by default. */
  readonly responsibleGaming: ResponsibleGamingConfig;
  /** Home-screen icons of the installed web app (PNG or WebP, 192x192 and 512x512); the default icons without. */
  readonly appIcons?: readonly AppIcon[];
  /**
   * The merchant lets players sign in with a passkey (an extension beyond the spec: the backend must answer the
   * `/wps/ext/passkeys/*` calls). Off unless `true`.
   */
  readonly passkeysEnabled?: boolean;
  /**
   * The origin the merchant serves these pages from (`https://m.luckypeso.example`). The backend builds the links
   * members share (referral and affiliate links) from it, never from a request's `Host`, which the client writes.
   */
  readonly siteOrigin?: string;
  /** The image CDN's resizing convention (see `ImageResizing`); off unless the file names one. */
  readonly imageResizing?: ImageResizing;
  /**
   * Core Web Vitals from visitors' phones (see `FieldDataConfig`): the beacons' URL and the share of page loads
   * that send them. Absent (off) unless the file names a URL and a rate above 0.
   */
  readonly fieldData?: FieldDataConfig;
  /**
   * The key (base64 of 32 bytes, `isServicePathKey`) the merchant's backend seals the online customer-service path
   * with (type 3 of the site settings' `paths`; see `readServicePath` in the session package). Without it a sealed
   * path gives no link, and only a path sent plain is offered.
   */
  readonly servicePathKey?: string;
}

/** One icon of the web app manifest, as the merchant's config names it. */
export interface AppIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

/** The currency of a config file that names none: the peso market the spec describes. */
const DEFAULT_MERCHANT_CURRENCY = 'PHP';

/** Where both builds read the runtime config: next to the player's `index.html` at the root of `/m`. */
export const RUNTIME_CONFIG_PATH = '/m/config.json';

/**
 * Beside it, the player build's start-up messages: each language's "No Internet" and "service unavailable", which
 * the loading shell shows before the app has run when the phone is offline or the service is down.
 */
export const BOOT_MESSAGES_PATH = '/m/boot-messages.json';

/**
 * The id of the `<script type="application/json">` element a server may fill with the runtime config when it
 * serves a page, saving the page a round trip for `config.json`. Empty or missing, the page fetches the file.
 */
export const RUNTIME_CONFIG_ELEMENT_ID = 'wps-runtime-config';

/** Thrown when the config file is missing, not JSON, or not a valid config; `problems` lists every issue. */
export class RuntimeConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid runtime config: ${problems.join('; ')}`);
    this.name = 'RuntimeConfigError';
  }
}

const CODE = /^[A-Za-z0-9_-]{1,64}$/;
const CURRENCY = /^[A-Z]{3}$/;
const COLOR = /^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\([0-9.,%\s]+\))$/;

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An http(s) origin alone: no path, query, hash or credentials. */
function isOrigin(value: unknown): value is string {
  return isHttpUrl(value) && new URL(value).origin === value.replace(/\/$/, '');
}

function isColorMap(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((color) => typeof color === 'string' && COLOR.test(color));
}

const ICON_SIZES = /^\d{2,4}x\d{2,4}$/;
const ICON_TYPES = new Set(['image/png', 'image/webp']);

function isAppIcon(value: unknown): value is AppIcon {
  if (typeof value !== 'object' || value === null) return false;
  const icon = value as Record<string, unknown>;
  const src = icon.src;
  return (
    (isHttpUrl(src) || (typeof src === 'string' && /^\/[^/\\]/.test(src))) &&
    typeof icon.sizes === 'string' &&
    ICON_SIZES.test(icon.sizes) &&
    typeof icon.type === 'string' &&
    ICON_TYPES.has(icon.type) &&
    (icon.purpose === undefined || typeof icon.purpose === 'string')
  );
}

/** A path of this site such as `/wps` (letters, digits, `/`, `_`, `-`) or an http(s) URL. */
function isPathOrHttpUrl(value: unknown): value is string {
  return (typeof value === 'string' && /^\/[A-Za-z0-9/_-]*$/.test(value)) || isHttpUrl(value);
}

/** Validates parsed JSON as a runtime config, collecting every problem rather than stopping at the first. */
export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const problems: string[] = [];
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new RuntimeConfigError(['the file must hold a JSON object']);
  }
  const raw = input as Record<string, unknown>;
  const code = (key: string) => {
    const value = raw[key];
    if (typeof value !== 'string' || !CODE.test(value))
      problems.push(`${key} must be a merchant code (letters, digits, _ or -)`);
    return String(value);
  };
  const merchantCode = code('merchantCode');
  const trialMerchantCode = code('trialMerchantCode');

  const imageCDNs = raw.imageCDNs ?? [];
  if (!Array.isArray(imageCDNs) || !imageCDNs.every(isHttpUrl))
    problems.push('imageCDNs must be a list of http(s) URLs');
  if (!isHttpUrl(raw.defaultImageCDN)) problems.push('defaultImageCDN must be an http(s) URL');
  if (typeof raw.brandName !== 'string' || raw.brandName.trim() === '')
    problems.push('brandName must be a non-empty string');
  const apiBase = raw.apiBase ?? '/wps';
  if (!isPathOrHttpUrl(apiBase)) problems.push('apiBase must be a path such as /wps or an http(s) URL');
  if (raw.brandLogo !== undefined && typeof raw.brandLogo !== 'string')
    problems.push('brandLogo must be a string');
  const colors = raw.brandColors;
  if (!isColorMap(colors)) problems.push('brandColors must map names to CSS colours (#hex, rgb() or hsl())');
  const darkColors = raw.brandColorsDark;
  if (!isColorMap(darkColors))
    problems.push('brandColorsDark must map names to CSS colours (#hex, rgb() or hsl())');
  if (raw.firebaseEnabled !== undefined && typeof raw.firebaseEnabled !== 'boolean')
    problems.push('firebaseEnabled must be true or false');
  const firebase = parseFirebaseConfig(raw, problems);
  const currency = raw.currency ?? DEFAULT_MERCHANT_CURRENCY;
  if (typeof currency !== 'string' || !CURRENCY.test(currency))
    problems.push('currency must be an ISO 4217 code in capitals, such as PHP');
  const responsibleGaming = parseResponsibleGaming(raw.responsibleGaming, problems);
  const appIcons = raw.appIcons;
  if (appIcons !== undefined && (!Array.isArray(appIcons) || !appIcons.every(isAppIcon)))
    problems.push(
      'appIcons must list icons with src (path or http(s) URL), sizes (192x192) and a PNG or WebP type',
    );
  if (raw.passkeysEnabled !== undefined && typeof raw.passkeysEnabled !== 'boolean')
    problems.push('passkeysEnabled must be true or false');
  const siteOrigin = raw.siteOrigin;
  if (siteOrigin !== undefined && !isOrigin(siteOrigin))
    problems.push('siteOrigin must be an http(s) origin alone, such as https://m.example.com');
  const imageResizing = parseImageResizing(raw.imageResizing, problems);
  // Checked before the first render like every field, in as little code: the reporter is not code before it.
  const fieldData = raw.fieldData as Partial<FieldDataConfig> | undefined;
  const rate = fieldData?.sampleRate;
  if (
    fieldData !== undefined &&
    !(isPathOrHttpUrl(fieldData?.beaconUrl) && typeof rate === 'number' && rate >= 0 && rate <= 1)
  )
    problems.push('fieldData needs a beaconUrl (a path or an http(s) URL) and a sampleRate from 0 to 1');
  const servicePathKey = raw.servicePathKey;
  if (servicePathKey !== undefined && !isServicePathKey(servicePathKey))
    problems.push('servicePathKey must be the base64 of 32 bytes');
  if (problems.length > 0) throw new RuntimeConfigError(problems);

  return {
    merchantCode,
    trialMerchantCode,
    imageCDNs: imageCDNs as string[],
    defaultImageCDN: raw.defaultImageCDN as string,
    brandName: (raw.brandName as string).trim(),
    apiBase: apiBase as string,
    ...(typeof raw.brandLogo === 'string' ? { brandLogo: raw.brandLogo } : {}),
    ...(colors ? { brandColors: colors as Record<string, string> } : {}),
    ...(darkColors ? { brandColorsDark: darkColors as Record<string, string> } : {}),
    ...(raw.firebaseEnabled === true ? { firebaseEnabled: true } : {}),
    ...firebase,
    currency: currency as string,
    responsibleGaming,
    ...(Array.isArray(appIcons) && appIcons.length > 0 ? { appIcons: appIcons as AppIcon[] } : {}),
    ...(raw.passkeysEnabled === true ? { passkeysEnabled: true } : {}),
    ...(typeof siteOrigin === 'string' ? { siteOrigin: new URL(siteOrigin).origin } : {}),
    ...(imageResizing ? { imageResizing } : {}),
    // A rate of 0 is the same as no field data at all.
    ...(rate ? { fieldData: fieldData as FieldDataConfig } : {}),
    ...(isServicePathKey(servicePathKey) ? { servicePathKey } : {}),
  };
}

/** Fetches and validates the config file; any failure becomes a RuntimeConfigError with a readable reason. */
export async function loadRuntimeConfig(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
  } catch {
    throw new RuntimeConfigError([`the file ${url} could not be fetched`]);
  }
  if (!response.ok) throw new RuntimeConfigError([`the file ${url} answered HTTP ${response.status}`]);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError([`the file ${url} is not valid JSON`]);
  }
  return parseRuntimeConfig(json);
}

/** Picks one image CDN at random from the list, or the default when the list is empty. */
export function pickImageCDN(config: RuntimeConfig, random: () => number = Math.random): string {
  const list = config.imageCDNs;
  if (list.length === 0) return config.defaultImageCDN;
  return list[Math.floor(random() * list.length)] ?? config.defaultImageCDN;
}
