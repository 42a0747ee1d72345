import type { ComponentType } from 'react';
import type { ScreenId } from './layout-rules';

type ScreenModule = () => Promise<{ default: ComponentType }>;

const placeholder: ScreenModule = () => import('../features/placeholder/placeholder-screen');

/**
 * The lazily loaded module of each screen; every screen is its own chunk. Screens that later work builds still
 * open a titled placeholder page. The root README lists these screens (`screens-readme.test.ts` keeps it true).
 */
export const SCREENS: Partial<Record<ScreenId, ScreenModule>> = {
  home: () => import('../features/home/home-screen'),
  login: () => import('../features/auth/login-screen'),
  register: () => import('../features/register/register-screen'),
  settings: () => import('../features/settings/settings-screen'),
  changePsw: () => import('../features/change-password/change-password-screen'),
  forget: () => import('../features/forget/forget-screen'),
  trial: () => import('../features/trial/trial-screen'),
  notFound: () => import('../features/not-found/not-found-screen'),
};

export function screenModule(id: ScreenId): ScreenModule {
  return SCREENS[id] ?? placeholder;
}
