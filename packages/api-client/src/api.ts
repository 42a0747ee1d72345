import { createApi } from '@reduxjs/toolkit/query/react';
import { wpsBaseQuery } from './base-query';

/** Every tag of the `/wps` api, declared once so invalidation works across the domain files. */
export const TAG_TYPES = [
  'SystemStatus',
  'SiteSettings',
  'Session',
  'Member',
  'Wallet',
  'Favourites',
  'RecentGames',
  'Promotions',
  'Messages',
  'Reports',
  'Agent',
] as const;

/** The one api for `/wps`. Each domain injects its endpoints in its own file and exports its hooks there. */
export const wpsApi = createApi({
  reducerPath: 'wps',
  baseQuery: wpsBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
