import { FIRST_SCREEN_ROUTES } from '../lib/first-paint/first-paint-plan';
import type { ScreenId } from './layout-rules';

/**
 * The screens a visitor lands on (the routes the first-paint plan knows). The build names their files for the
 * early script, which fetches them beside the libraries (`build/screen-preloads.ts`); they and the shell show only
 * the English the app bundles, while every other screen waits for the later pages' English beside its own code
 * (`route-table.tsx`; `label-areas.test.ts` keeps these screens off those areas).
 */
export const FIRST_SCREENS = FIRST_SCREEN_ROUTES.map((route) => route.id) satisfies readonly ScreenId[];
