import { createApi } from '@reduxjs/toolkit/query/react';
import { wpsBaseQuery } from './base-query';

/** Every tag of the `/wps` api, declared once so invalidation works across the domain files. */
export const TAG_TYPES = [
  'SystemStatus',
  'SiteSettings',
  'Content',
  'Games',
  'Lottery',
  'Session',
  'Member',
  'Balance',
  'Favourites',
  'RecentGames',
  'Promotions',
  'UnclaimedCount',
  'Messages',
  'UnreadCount',
  'Reports',
  'BankCards',
  'Security',
  'Agent',
  'RedRain',
  'Passkeys',
] as const;

export type WpsTag = (typeof TAG_TYPES)[number];

/** Tags of data that belong to the logged-in member: login and logout invalidate all of them. */
export const MEMBER_TAGS = [
  'Session',
  'Member',
  'Balance',
  'Favourites',
  'RecentGames',
  'Promotions',
  'UnclaimedCount',
  'Messages',
  'UnreadCount',
  'Reports',
  'BankCards',
  'Security',
  'Agent',
  'RedRain',
  'Passkeys',
] as const satisfies readonly WpsTag[];

/** The one api for `/wps`. Each domain injects its endpoints in its own file and exports its hooks there. */
export const wpsApi = createApi({
  reducerPath: 'wps',
  baseQuery: wpsBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
