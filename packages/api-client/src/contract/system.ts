import type { WhitelabelFlags } from './whitelabel';

/** '1' picks the new screen version, '0' the base one. */
export type TemplateSwitch = '1' | '0';

/** Which version of two screens the merchant uses. */
export interface MobileTemplate {
  /** Member centre. */
  readonly mem_cen: TemplateSwitch;
  /** Deposit detail. */
  readonly dep_func: TemplateSwitch;
}

/** `GET /wps/system/status`: decides the start-up mode (maintenance wins over region restriction). */
export interface SystemStatus {
  readonly maintenance: boolean;
  readonly regionRestriction: boolean;
  /** Country code of the caller as the platform sees it, e.g. PH. */
  readonly location: string;
  readonly info: { readonly mobileTemplate: MobileTemplate };
}

export type CustomerServiceType = 'LIVECHAT' | 'FACEBOOK' | 'TELEGRAM';

/** One contact of the floating customer-service button. */
export interface CustomerServiceEntry {
  readonly csType: CustomerServiceType;
  /** Order in the contact list, lowest first. */
  readonly csPosition: number;
  readonly title: string;
  readonly url: string;
}

export type DownloadResourceType = 'IOS' | 'Android' | 'MOBILECONFIG' | 'AppDownloadIcon' | 'USDJUMP';

/** A download link (native apps, iOS profile) or an asset used by the download bar. */
export interface DownloadResource {
  readonly resourceType: DownloadResourceType;
  readonly url: string;
}

/** Which domains the merchant's site may be reached on; the first is preferred. */
export interface DomainRoute {
  readonly enabled: boolean;
  readonly domains: readonly string[];
}

/**
 * A service path. Type 3 is the online customer-service link (the real platform may send it encrypted; the
 * sandbox sends it plain).
 */
export interface ServicePath {
  readonly type: number;
  readonly path: string;
}

/** Registration rule of one form field. */
export interface RegisterFieldRule {
  readonly enabled: boolean;
  readonly required: boolean;
  /** JavaScript regular expression source the value must match when filled. */
  readonly regExp: string;
  /** Shown under the field when the value does not match. */
  readonly message: string;
}

export type RegisterField =
  | 'username'
  | 'password'
  | 'paymentPassword'
  | 'mobileNum'
  | 'verificationCode'
  | 'idNumber'
  | 'qqNum'
  | 'facebook'
  | 'wechat'
  | 'line'
  | 'whatsapp'
  | 'zalo'
  | 'email'
  | 'nickname'
  | 'payeeName'
  | 'recommenderId'
  | 'affiliateCode';

export interface RegisterSettings {
  readonly captchaEnabled: boolean;
  readonly fields: Readonly<Record<RegisterField, RegisterFieldRule>>;
}

/** `GET /wps/system/settings/consolidated`: every site setting the app needs at start, in one call. */
export interface ConsolidatedSettings {
  readonly customerService: readonly CustomerServiceEntry[];
  readonly imageCDNs: readonly string[];
  readonly domainRoute: DomainRoute;
  readonly mobileTemplate: MobileTemplate;
  readonly paths: readonly ServicePath[];
  readonly register: RegisterSettings;
  readonly resources: readonly DownloadResource[];
  readonly whitelabel: WhitelabelFlags;
  readonly mainDomain: string;
}
