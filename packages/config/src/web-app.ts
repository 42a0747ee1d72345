import type { AppName } from './routes';
import type { RuntimeConfig } from './runtime-config';

/** Where each build keeps its service worker and its web app manifest. */
export const WEB_APP_FILES: Readonly<Record<AppName, { worker: string; manifest: string }>> = {
  player: { worker: '/m/sw.js', manifest: '/m/manifest.webmanifest' },
  agent: { worker: '/m/agent-app/sw.js', manifest: '/m/agent-app/manifest.webmanifest' },
};

/**
 * Every page of both apps lies under `/m/`, so the player's worker (scope `/m/`) answers page loads for both and
 * picks the owning build's cached shell; the agent's worker (scope `/m/agent-app/`) only keeps its build's files.
 */
export const WEB_APP_SCOPES: Readonly<Record<AppName, string>> = {
  player: '/m/',
  agent: '/m/agent-app/',
};

/** The default home-screen icons, full bleed so they also serve as maskable icons. */
export const DEFAULT_APP_ICONS: readonly WebAppIcon[] = [192, 512].map((size) => ({
  src: `/m/icons/app-${size}.png`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose: 'any maskable',
}));

export interface WebAppIcon {
  readonly src: string;
  readonly sizes: string;
  readonly type: string;
  readonly purpose?: string;
}

export interface WebAppManifest {
  readonly id: string;
  readonly name: string;
  readonly short_name: string;
  readonly start_url: string;
  readonly scope: string;
  readonly display: 'standalone';
  readonly orientation: 'portrait';
  readonly background_color: string;
  readonly theme_color: string;
  readonly icons: readonly WebAppIcon[];
}

/** What a manifest takes from the merchant: everything optional, so a build can ship neutral defaults. */
export type WebAppBrand = Partial<Pick<RuntimeConfig, 'brandName' | 'brandColors' | 'appIcons'>>;

const DEFAULT_BRAND_NAME = 'Games';
const DEFAULT_THEME = '#b3121d';

/**
 * The web app manifest of one build. Both apps open in one window scope (`/m/`), so links between them stay in
 * the installed app; their ids and start pages differ, so each can be installed on its own.
 */
export function webAppManifest(app: AppName, brand: WebAppBrand = {}): WebAppManifest {
  const brandName = brand.brandName ?? DEFAULT_BRAND_NAME;
  const name = app === 'agent' ? `${brandName} Agent` : brandName;
  const start = app === 'agent' ? '/m/agent' : '/m/home';
  return {
    id: start,
    name,
    short_name: name.length > 12 ? name.slice(0, 12).trim() : name,
    start_url: start,
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: brand.brandColors?.primary ?? DEFAULT_THEME,
    icons: brand.appIcons && brand.appIcons.length > 0 ? brand.appIcons : DEFAULT_APP_ICONS,
  };
}
