import type { RouteId } from '@wps-mobile/config';

/** The screen shown for paths outside the route table. */
export type ScreenId = RouteId | 'notFound';

/** What the shell shows around a screen (spec section 2, "Layout rules"). */
export interface LayoutRules {
  /** The extra header with the logo: home only. */
  readonly homeHeader: boolean;
  /** The top bar with back button and title. */
  readonly topBar: boolean;
  /** The bottom component (licence and copyright area). */
  readonly bottom: boolean;
  /** The footer menu. */
  readonly footerMenu: boolean;
}

const WITHOUT_TOP_BAR = new Set<ScreenId>(['home', 'login', 'register', 'forget', 'changePsw', 'memberHome']);
const WITHOUT_BOTTOM = new Set<ScreenId>(['login', 'register', 'forget', 'changePsw', 'memberHome']);
const WITHOUT_FOOTER_MENU = new Set<ScreenId>([
  'login',
  'register',
  'trial',
  'launchGame',
  'changePsw',
  'notice',
  'activity',
  'forget',
  'service',
  'moreLottery',
  'userAgreement',
  'maintenance',
  'winnerPage',
]);

/** The shell parts shown on a screen. */
export function layoutRulesFor(screen: ScreenId): LayoutRules {
  return {
    homeHeader: screen === 'home',
    topBar: !WITHOUT_TOP_BAR.has(screen),
    bottom: !WITHOUT_BOTTOM.has(screen),
    footerMenu: !WITHOUT_FOOTER_MENU.has(screen),
  };
}

/** Screens whose back button always goes home rather than one step back. */
const BACK_GOES_HOME = new Set<ScreenId>(['login', 'register', 'trial', 'notice', 'forget', 'activity']);

/** Where the back button leads: home, or one step back in history when there is one. */
export function backTarget(screen: ScreenId, hasHistory: boolean): 'home' | 'previous' {
  return BACK_GOES_HOME.has(screen) || !hasHistory ? 'home' : 'previous';
}
