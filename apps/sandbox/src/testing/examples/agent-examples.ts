import type { CallExample } from './example-types';

const TYPE = 'parameter.type.invalid';
const MISSING = 'parameter.missing';
const UNKNOWN = 'parameter.value.unknown';
const FORMAT = 'parameter.format.invalid';
const PAY = '123456';
const contractOf =
  (kind: string): CallExample['prepare'] =>
  ({ one }) => ({
    id: one<{ id: number }>(`SELECT id FROM contract WHERE kind = '${kind}' AND status = 'PENDING'`).id,
    action: 'ACCEPT',
  });

/** Agent calls, all sent by agent01. */
export const AGENT_EXAMPLES = {
  teamActivity: {
    as: 'agent',
    input: { startDate: '2020-01-01', endDate: '2099-12-31', size: 3 },
    bad: { input: { startDate: '2020-01-01' }, code: MISSING },
  },
  wholeTeamFigures: {
    as: 'agent',
    input: { startDate: '2020-01-01' },
    bad: { input: { startDate: 'today' }, code: FORMAT },
  },
  directDownlineFigures: { as: 'agent', bad: { input: { endDate: 1 }, code: FORMAT } },
  teamMemberCounts: { as: 'agent', bad: { input: { endDate: '2020-1-1' }, code: FORMAT } },
  subordinateList: { as: 'agent', input: { account: 'down' }, bad: { input: { pageNo: 'x' }, code: TYPE } },
  downlines: { as: 'agent', bad: { input: { pageSize: 0 }, code: 'parameter.out.of.range' } },
  downline: { as: 'agent', input: { username: 'subdown01' }, bad: { input: {}, code: MISSING } },
  createDownline: {
    as: 'agent',
    input: { username: 'newdown01', password: 'Newdown123', type: 0 },
    bad: { input: { username: 'newdown02', password: 'Newdown123', type: 'agent' }, code: TYPE },
  },
  usernameCheck: {
    as: 'agent',
    input: { username: 'player01' },
    bad: { input: { username: '' }, code: MISSING },
  },
  teamPnl: {
    as: 'agent',
    input: { startDate: '2020-01-01' },
    bad: { input: { pageNo: 0 }, code: 'parameter.out.of.range' },
  },
  teamBetting: {
    as: 'agent',
    input: { startDate: '2020-01-01' },
    bad: { input: { account: 'a'.repeat(51) }, code: 'parameter.too.long' },
  },
  memberPnlReport: {
    as: 'agent',
    input: { username: 'down01', startDate: '2020-01-01' },
    bad: { input: { username: 'down01', endDate: 'soon' }, code: FORMAT },
  },
  rebateSettings: {
    as: 'agent',
    input: { username: 'down01' },
    bad: { input: { username: 'a'.repeat(51) }, code: 'parameter.too.long' },
  },
  updateDownlineRebates: {
    as: 'agent',
    input: { username: 'down01', rebates: [{ gameCategory: 'RNG', rate: 0.01 }] },
    bad: {
      input: { username: 'down01', rebates: [{ gameCategory: 'RNG', rate: 0.5 }] },
      code: 'parameter.out.of.range',
    },
  },
  quotas: { as: 'agent' },
  transferDownline: {
    as: 'agent',
    input: { username: 'down02', amount: 50, paymentPassword: PAY },
    bad: { input: { username: 'down02', amount: '50.123', paymentPassword: PAY }, code: TYPE },
  },
  transferMultipleDownline: {
    as: 'agent',
    input: {
      items: [
        { username: 'down02', amount: 10 },
        { username: 'subdown01', amount: 20 },
      ],
      paymentPassword: PAY,
    },
    bad: { input: { items: [], paymentPassword: PAY }, code: 'parameter.out.of.range' },
  },
  affiliateUrlCreate: {
    as: 'agent',
    input: { type: 0, remark: 'Facebook group' },
    bad: { input: { type: 100 }, code: 'parameter.out.of.range' },
  },
  affiliateUrls: { as: 'agent' },
  affiliateUrlDelete: {
    as: 'agent',
    prepare: ({ one }) => ({ id: one<{ id: number }>('SELECT MAX(id) AS id FROM affiliate_url').id }),
    bad: { input: { id: 'last' }, code: TYPE },
  },
  chatLaunch: { as: 'agent' },
  contractRequest: { as: 'agent' },
  dailySalaryContract: { as: 'agent' },
  dividendContract: { as: 'agent' },
  hourlySalaryContract: { as: 'agent' },
  processDailySalary: {
    as: 'agent',
    prepare: contractOf('DAILY_SALARY'),
    bad: { input: { id: 1, action: 'MAYBE' }, code: UNKNOWN },
  },
  processHourlySalary: {
    as: 'agent',
    prepare: contractOf('HOURLY_SALARY'),
    bad: { input: { action: 'ACCEPT' }, code: MISSING },
  },
  processDividend: {
    as: 'agent',
    prepare: contractOf('DIVIDEND'),
    bad: { input: { id: 0, action: 'ACCEPT' }, code: 'parameter.out.of.range' },
  },
  dividendInfo: { as: 'agent' },
  agentMenuKeys: { as: 'agent' },
  redRainSessions: { as: 'agent' },
  redRainGrab: {
    as: 'agent',
    prepare: ({ one }) => ({
      sessionId: one<{ id: number }>('SELECT MIN(id) AS id FROM red_rain_session').id,
    }),
    bad: { input: { sessionId: 0 }, code: 'parameter.out.of.range' },
  },
} satisfies Record<string, CallExample>;
