import type {
  CustomerServiceEntry,
  DomainRoute,
  DownloadResource,
  ServicePath,
} from '@wps-mobile/api-client/contract';

// Every external address uses the reserved `.example` domain: believable, and guaranteed never to reach a real
// site from a demo or a test.
const SITE = 'luckypeso.example';
const DOWNLOADS = `https://download.${SITE}`;
const LIVE_CHAT = `https://support.${SITE}/chat`;

export const DEMO_MAIN_DOMAIN = SITE;
/** Where the demo merchant serves the mobile site; its runtime config names the same `siteOrigin`. */
export const DEMO_SITE_ORIGIN = `https://m.${SITE}`;

export const DEMO_IMAGE_CDNS: readonly string[] = [`https://cdn1.${SITE}/`, `https://cdn2.${SITE}/`];

export const DEMO_DOMAIN_ROUTE: DomainRoute = {
  enabled: true,
  domains: [DEMO_SITE_ORIGIN, `https://m2.${SITE}`],
};

export const DEMO_CUSTOMER_SERVICE: readonly CustomerServiceEntry[] = [
  { csType: 'LIVECHAT', csPosition: 1, title: 'Live chat 24/7', url: LIVE_CHAT },
  {
    csType: 'FACEBOOK',
    csPosition: 2,
    title: 'Lucky Peso on Facebook',
    url: `https://facebook.${SITE}/luckypeso`,
  },
  {
    csType: 'TELEGRAM',
    csPosition: 3,
    title: 'Lucky Peso on Telegram',
    url: `https://telegram.${SITE}/luckypeso`,
  },
];

export const DEMO_RESOURCES: readonly DownloadResource[] = [
  { resourceType: 'IOS', url: `${DOWNLOADS}/ios/LuckyPeso.ipa` },
  { resourceType: 'Android', url: `${DOWNLOADS}/android/LuckyPeso.apk` },
  { resourceType: 'MOBILECONFIG', url: `${DOWNLOADS}/ios/LuckyPeso.mobileconfig` },
  { resourceType: 'AppDownloadIcon', url: `${DOWNLOADS}/icons/app-icon-192.png` },
];

export const DEMO_PATHS: readonly ServicePath[] = [
  { type: 1, path: `${DOWNLOADS}/` },
  { type: 3, path: LIVE_CHAT },
];
