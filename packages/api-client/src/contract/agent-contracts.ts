import { z } from 'zod';
import { defineCall } from './define-call';
import { WPS_PATHS } from './paths';
import { int, money, noInput, timestamp } from './schema-kit';

/** Contract reminder (spec section 3): each field is '' when nothing waits to be signed. */
export const contractReminderSchema = z.object({
  dailysalreqtype: z.string(),
  divtypecompperiodreq: z.string(),
  contracthoursalreq: z.string(),
});
export type ContractReminder = z.output<typeof contractReminderSchema>;

export const CONTRACT_KINDS = ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'] as const;
export const CONTRACT_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  /** Who offers the contract (the upline). */
  fromAccount: z.string(),
  /** Salary per unit (day or hour) or dividend share. */
  rate: z.number(),
  minValidBet: money,
  period: z.string(),
  createTime: timestamp,
});
export type AgentContract = z.output<typeof contractSchema>;

const processRequest = z.object({ id: int(1), action: z.enum(['ACCEPT', 'REJECT']) });

const contractList = (name: string, path: string, summary: string) =>
  defineCall({
    name,
    method: 'GET',
    path,
    auth: 'member',
    request: noInput,
    response: z.array(contractSchema),
    summary,
  });

export const agentContractCalls = {
  contractRequest: defineCall({
    name: 'contractRequest',
    method: 'GET',
    path: WPS_PATHS.contractRequest,
    auth: 'member',
    request: noInput,
    response: contractReminderSchema,
    summary: 'Which contracts wait to be signed (the home contract reminder).',
  }),
  dailySalaryContract: contractList(
    'dailySalaryContract',
    WPS_PATHS.dailySalaryContract,
    'Daily salary contracts.',
  ),
  dividendContract: contractList('dividendContract', WPS_PATHS.dividendContract, 'Dividend contracts.'),
  hourlySalaryContract: contractList(
    'hourlySalaryContract',
    WPS_PATHS.hourlySalaryContract,
    'Hourly salary contracts.',
  ),
  processDailySalary: defineCall({
    name: 'processDailySalary',
    method: 'GET',
    path: WPS_PATHS.processDailySalary,
    auth: 'member',
    request: processRequest,
    response: contractSchema,
    summary: 'Accept or reject a pending daily salary contract.',
  }),
  processHourlySalary: defineCall({
    name: 'processHourlySalary',
    method: 'POST',
    path: WPS_PATHS.processHourlySalary,
    auth: 'member',
    request: processRequest,
    response: contractSchema,
    summary: 'Accept or reject a pending hourly salary contract.',
  }),
  processDividend: defineCall({
    name: 'processDividend',
    method: 'POST',
    path: WPS_PATHS.processDividend,
    auth: 'member',
    request: processRequest,
    response: contractSchema,
    summary: 'Accept or reject a pending dividend contract.',
  }),
  dividendInfo: defineCall({
    name: 'dividendInfo',
    method: 'GET',
    path: WPS_PATHS.dividendInfo,
    auth: 'member',
    request: noInput,
    response: z.object({ enabled: z.boolean(), rate: z.number(), period: z.string(), estimated: money }),
    summary: 'Dividend settings and the estimate of the current period (not for types 4, 40, 41, 42).',
  }),
} as const;
