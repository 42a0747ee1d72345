import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { noInput } from './schema-kit';
import { REGISTER_FIELDS } from './system-constants';
import { whitelabelFlagsSchema } from './whitelabel';

// The service-path rules, for servers and mocks: the type of the online service link and its sealing.
export { isServicePathKey, ONLINE_SERVICE_PATH_TYPE } from '@wps-mobile/config';
export { readServicePath, sealServicePath } from '@wps-mobile/session';
export { REGISTER_FIELDS, type RegisterField } from './system-constants';

/** '1' picks the new screen version, '0' the base one. */
export const templateSwitchSchema = z.enum(['1', '0']);
export type TemplateSwitch = z.output<typeof templateSwitchSchema>;

/** Which version of two screens the merchant uses: member centre (mem_cen) and deposit detail (dep_func). */
export const mobileTemplateSchema = z.object({
  mem_cen: templateSwitchSchema,
  dep_func: templateSwitchSchema,
});
export type MobileTemplate = z.output<typeof mobileTemplateSchema>;

/** Start-up info: maintenance wins over region restriction (spec section 2, startup modes). */
export const systemStatusSchema = z.object({
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  /** Country code of the caller as the platform sees it, e.g. PH. */
  location: z.string(),
  info: z.object({ mobileTemplate: mobileTemplateSchema }),
});
export type SystemStatus = z.output<typeof systemStatusSchema>;

export const CUSTOMER_SERVICE_TYPES = ['LIVECHAT', 'FACEBOOK', 'TELEGRAM'] as const;
export type CustomerServiceType = (typeof CUSTOMER_SERVICE_TYPES)[number];

/** One contact of the floating customer-service button; csPosition orders the list, lowest first. */
export const customerServiceEntrySchema = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  csPosition: z.number().int(),
  title: z.string(),
  url: z.string(),
});
export type CustomerServiceEntry = z.output<typeof customerServiceEntrySchema>;

export const DOWNLOAD_RESOURCE_TYPES = [
  'IOS',
  'Android',
  'MOBILECONFIG',
  'AppDownloadIcon',
  'USDJUMP',
] as const;
export type DownloadResourceType = (typeof DOWNLOAD_RESOURCE_TYPES)[number];

/** A download link (native apps, iOS profile) or an asset used by the download bar. */
export const downloadResourceSchema = z.object({
  resourceType: z.enum(DOWNLOAD_RESOURCE_TYPES),
  url: z.string(),
});
export type DownloadResource = z.output<typeof downloadResourceSchema>;

/** Which domains the merchant's site may be reached on; the first is preferred. */
export const domainRouteSchema = z.object({ enabled: z.boolean(), domains: z.array(z.string()) });
export type DomainRoute = z.output<typeof domainRouteSchema>;

/**
 * A service path of the site settings and the service info. Type 3 (`ONLINE_SERVICE_PATH_TYPE`) is the online
 * customer-service link, which the spec has the backend send encrypted: a merchant with a `servicePathKey` in its
 * runtime config sends it sealed, `v1.<base64url IV>.<base64url ciphertext and tag>` (AES-256-GCM under that key,
 * the path's type bound in as associated data), and the front end opens it with `readServicePath` before the link
 * rules judge it. A merchant without a key sends it plain; every other type is always plain. The sealing only
 * keeps the link out of plain sight in the answer: the page holds the key.
 */
export const servicePathSchema = z.object({ type: z.number().int(), path: z.string() });
export type ServicePath = z.output<typeof servicePathSchema>;

/** Registration rule of one form field; the server validates with the same rule. */
export const registerFieldRuleSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  /** JavaScript regular expression source the value must match when filled. */
  regExp: z.string(),
  /** Shown under the field when the value does not match. */
  message: z.string(),
});
export type RegisterFieldRule = z.output<typeof registerFieldRuleSchema>;

/** A login field's rule (spec section 5): the pattern a filled value must match and the message under the field. */
export const loginFieldRuleSchema = z.object({ regExp: z.string(), message: z.string() });
export type LoginFieldRule = z.output<typeof loginFieldRuleSchema>;

/** The login rule set (spec section 5, Login); a merchant may leave any of them out. */
export const loginRulesSchema = z.object({
  loginUsername: loginFieldRuleSchema.optional(),
  loginPassword: loginFieldRuleSchema.optional(),
  loginMobileNum: loginFieldRuleSchema.optional(),
});
export type LoginRules = z.output<typeof loginRulesSchema>;

/**
 * Registration config (regExp): per field enabled, required, rule; whether captcha is enabled; and the login
 * rule set, which the login form and the change of password check against.
 */
export const registerSettingsSchema = z.object({
  captchaEnabled: z.boolean(),
  fields: z.record(z.enum(REGISTER_FIELDS), registerFieldRuleSchema),
  login: loginRulesSchema.optional(),
});
export type RegisterSettings = z.output<typeof registerSettingsSchema>;

/** Site settings (spec section 3), every part the app needs at start in one call. */
export const consolidatedSettingsSchema = z.object({
  customerService: z.array(customerServiceEntrySchema),
  imageCDNs: z.array(z.string()),
  domainRoute: domainRouteSchema,
  mobileTemplate: mobileTemplateSchema,
  paths: z.array(servicePathSchema),
  register: registerSettingsSchema,
  resources: z.array(downloadResourceSchema),
  whitelabel: whitelabelFlagsSchema,
  mainDomain: z.string(),
});
export type ConsolidatedSettings = z.output<typeof consolidatedSettingsSchema>;

export const countrySchema = z.object({
  countryCode: z.string(),
  name: z.string(),
  countryDialingCode: z.string(),
  /** Digits a local mobile number has (the phone digit count of spec section 5). */
  mobileLength: z.number().int(),
});
export type Country = z.output<typeof countrySchema>;

export const systemCalls = {
  systemStatus: defineCall({
    name: 'systemStatus',
    method: 'GET',
    path: WPS_PATHS.systemStatus,
    request: noInput,
    response: systemStatusSchema,
    summary: 'Maintenance, region restriction, location and templates: decides the start-up mode.',
  }),
  consolidatedSettings: defineCall({
    name: 'consolidatedSettings',
    method: 'GET',
    path: WPS_PATHS.consolidatedSettings,
    request: noInput,
    response: consolidatedSettingsSchema,
    summary: 'Every site setting in one call.',
  }),
  whitelabel: defineCall({
    name: 'whitelabel',
    method: 'GET',
    path: WPS_PATHS.whitelabel,
    request: noInput,
    response: whitelabelFlagsSchema,
    summary: 'The white-label flag map.',
  }),
  templateSettings: defineCall({
    name: 'templateSettings',
    method: 'GET',
    path: WPS_PATHS.templateSettings,
    request: noInput,
    response: mobileTemplateSchema,
    summary: 'Member-centre and deposit-detail template switches.',
  }),
  registerSettings: defineCall({
    name: 'registerSettings',
    method: 'GET',
    path: WPS_PATHS.registerSettings,
    request: noInput,
    response: registerSettingsSchema,
    summary: 'The registration config the form and the server both validate with.',
  }),
  systemCountry: defineCall({
    name: 'systemCountry',
    method: 'GET',
    path: WPS_PATHS.systemCountry,
    request: noInput,
    response: z.array(countrySchema),
    summary: 'Countries with dialing codes for mobile inputs; the merchant country first.',
  }),
  domainRoute: defineCall({
    name: 'domainRoute',
    method: 'GET',
    path: WPS_PATHS.domainRoute,
    request: noInput,
    response: domainRouteSchema,
    summary: 'Domain route service.',
  }),
  serviceInfo: defineCall({
    name: 'serviceInfo',
    method: 'GET',
    path: WPS_PATHS.serviceInfo,
    request: noInput,
    response: z.object({ version: z.string(), paths: z.array(servicePathSchema) }),
    summary:
      'Service version and service paths (type 3, the online service link, sealed by keyed merchants).',
  }),
} as const;
