import type { Page } from '@playwright/test';

/** Every agent screen the end-to-end tests visit, by path and the heading its top bar shows. */
export const AGENT_SCREENS = [
  { path: '/m/agent/team/overview', title: 'Team overview' },
  { path: '/m/member/team', title: 'Team' },
  { path: '/m/agent/team/pnl', title: 'Team profit and loss' },
  { path: '/m/teamBetting', title: 'Team betting' },
  { path: '/m/member/agent/agentRebeat', title: 'Agent rebate' },
  { path: '/m/member/teamRebate', title: 'Team rebate income' },
  { path: '/m/agentRegister', title: 'Open account' },
  { path: '/m/member/agent/agentDivident', title: 'Dividend' },
  { path: '/m/agent/transfer', title: 'Transfer to downlines' },
  { path: '/m/agent/affiliate', title: 'Affiliate links' },
  { path: '/m/redRain', title: 'Red envelope rain' },
  { path: '/m/member/agent/getSalaryContract', title: 'Daily salary contract' },
  { path: '/m/member/agent/getDevidendContract', title: 'Dividend contract' },
  { path: '/m/member/agent/getHourContract', title: 'Hourly salary contract' },
  { path: '/m/member/notice?types=A', title: 'Announcements' },
] as const;

/** The top bar's title of an agent screen. */
export const screenTitle = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, level: 1 });
