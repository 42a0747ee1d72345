export { TAG_TYPES, wpsApi } from './api';
export { wpsBaseQuery, type WpsError, type WpsRequest } from './base-query';
export { configureClient, type ClientContext } from './client-context';
export { systemApi, useGetConsolidatedSettingsQuery, useGetSystemStatusQuery } from './system';
