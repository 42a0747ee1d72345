import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { SYSTEM_ROUTES as CALLS } from './contract/routes/system.generated';
import { callQuery } from './endpoint-kit';

/** Start-up mode and merchant-wide settings. */
export const systemApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    systemStatus: callQuery(build, CALLS.systemStatus, ['SystemStatus']),
    consolidatedSettings: callQuery(build, CALLS.consolidatedSettings, ['SiteSettings']),
    whitelabel: callQuery(build, CALLS.whitelabel, ['SiteSettings']),
    templateSettings: callQuery(build, CALLS.templateSettings, ['SiteSettings']),
    registerSettings: callQuery(build, CALLS.registerSettings, ['SiteSettings'], {
      localCache: LOCAL_CACHE_RULES.registrationRules,
    }),
    systemCountry: callQuery(build, CALLS.systemCountry, ['SiteSettings']),
    domainRoute: callQuery(build, CALLS.domainRoute, ['SiteSettings']),
    serviceInfo: callQuery(build, CALLS.serviceInfo, ['SiteSettings']),
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
