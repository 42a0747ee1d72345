import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { WPS_CALLS } from './contract';
import { callQuery } from './endpoint-kit';

/** Start-up mode and merchant-wide settings. */
export const systemApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    systemStatus: callQuery(build, WPS_CALLS.systemStatus, ['SystemStatus']),
    consolidatedSettings: callQuery(build, WPS_CALLS.consolidatedSettings, ['SiteSettings']),
    whitelabel: callQuery(build, WPS_CALLS.whitelabel, ['SiteSettings']),
    templateSettings: callQuery(build, WPS_CALLS.templateSettings, ['SiteSettings']),
    registerSettings: callQuery(build, WPS_CALLS.registerSettings, ['SiteSettings'], {
      localCache: LOCAL_CACHE_RULES.registrationRules,
    }),
    systemCountry: callQuery(build, WPS_CALLS.systemCountry, ['SiteSettings']),
    domainRoute: callQuery(build, WPS_CALLS.domainRoute, ['SiteSettings']),
    serviceInfo: callQuery(build, WPS_CALLS.serviceInfo, ['SiteSettings']),
  }),
});

export const {
  useSystemStatusQuery,
  useConsolidatedSettingsQuery,
  useWhitelabelQuery,
  useTemplateSettingsQuery,
  useRegisterSettingsQuery,
  useSystemCountryQuery,
  useDomainRouteQuery,
  useServiceInfoQuery,
} = systemApi;
