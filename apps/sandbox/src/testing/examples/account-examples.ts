import type { CallExample } from './example-types';
import { plantSmsCode, solvedCaptcha } from './example-types';

const PLAYER_UNREAD_MESSAGE =
  "SELECT message.id FROM message JOIN member ON member.id = member_id WHERE username = 'player01' AND read = 0";
const TYPE = 'parameter.type.invalid';
const MISSING = 'parameter.missing';
const FORMAT = 'parameter.format.invalid';
const UNKNOWN = 'parameter.value.unknown';

/** System, content and account calls. */
export const ACCOUNT_EXAMPLES = {
  systemStatus: {},
  consolidatedSettings: {},
  whitelabel: {},
  templateSettings: {},
  registerSettings: {},
  systemCountry: {},
  domainRoute: {},
  serviceInfo: {},
  announcements: {
    input: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M' },
    bad: { input: { types: 'B,XX' }, code: UNKNOWN },
  },
  bannerList: { input: { groupName: 'm_reg' }, bad: { input: { groupName: 'm_nope' }, code: UNKNOWN } },
  noticeList: {
    as: 'agent',
    input: { types: 'A' },
    bad: { input: { pageSize: 500 }, code: 'parameter.out.of.range' },
  },
  popularAnnouncements: {},
  lobbyNews: {},
  helpCenter: { input: { device: 'MOBILE', lang: 'TY' }, bad: { input: { device: 'TV' }, code: UNKNOWN } },
  customerService: {},
  downloadLinks: {},
  userAgreement: {},
  rsaKey: {},
  login: {
    input: { username: 'member40', password: 'Player123' },
    bad: { input: { type: 'carrier-pigeon' }, code: UNKNOWN },
  },
  freePlayLogin: {},
  trialUser: {},
  register: {
    prepare: async ({ h }) => ({
      username: 'contract01',
      password: 'Contract123',
      confirmPassword: 'Contract123',
      affiliateCode: 'AGENT01',
      ...(await solvedCaptcha(h)),
    }),
    bad: { input: { username: 'x'.repeat(51) }, code: 'parameter.too.long' },
  },
  registerMobile: {
    prepare: async ({ h }) => ({
      mobileNum: '9170000001',
      password: 'Mobile1234',
      confirmPassword: 'Mobile1234',
      verificationCode: plantSmsCode(h, '9170000001'),
      ...(await solvedCaptcha(h)),
    }),
    bad: { input: { registerMethod: 'FAX' }, code: UNKNOWN },
  },
  logout: { as: { username: 'down05', password: 'Player123' } },
  captcha: {},
  smsNoLogin: { input: { mobileNum: '9170000002' }, bad: { input: { mobileNum: 'abc' }, code: FORMAT } },
  smsRegister: { input: { mobileNo: '9170000003' }, bad: { input: {}, code: MISSING } },
  smsMember: { as: 'player', bad: { input: { moduleId: 'OTHER' }, code: UNKNOWN } },
  smsPasswordReset: { input: { mobileNum: '9179876543' }, bad: { input: { mobileNum: 12 }, code: TYPE } },
  forgotPassword: {
    input: { username: 'player01', email: 'player01@luckypeso.example' },
    bad: { input: { username: 'player01', email: 'not-an-email' }, code: FORMAT },
  },
  setPasswordByPhone: {
    prepare: ({ h }) => {
      h.db.run("UPDATE member SET mobile_num = '9170000005', mobile_verified = 1 WHERE username = 'down06'");
      return {
        newPassword: 'Changed123',
        mobileNum: '9170000005',
        verificationCode: plantSmsCode(h, '9170000005', 'reset'),
      };
    },
    bad: { input: { newPassword: 'Changed123', mobileNum: '9170000005' }, code: MISSING },
  },
  changePassword: {
    as: { username: 'down07', password: 'Player123' },
    input: { oldPassword: 'Player123', newPassword: 'Player456', confirmNewPassword: 'Player456' },
    bad: { input: { oldPassword: 'Player123' }, code: MISSING },
  },
  affiliateCheck: { input: { code: 'AGENT01' }, bad: { input: { code: '' }, code: MISSING } },
  affiliateInfo: {
    input: { code: 'AGENT01' },
    bad: { input: { code: 'X'.repeat(40) }, code: 'parameter.too.long' },
  },
  memberInfo: { as: 'player' },
  memberIcon: { as: 'player' },
  setMemberIcon: { as: 'player', input: { icon: '3' }, bad: { input: { icon: '9' }, code: UNKNOWN } },
  memberEmail: { as: 'player' },
  memberPayeeName: { as: 'player' },
  memberNickname: { as: 'player' },
  memberRenew: { as: 'player' },
  clubBenefit: { as: 'player' },
  feedbackSettings: {},
  feedback: {
    as: 'player',
    input: {
      type: 'SUGGESTION',
      content: 'More fishing games, please, and faster deposits.',
      images: ['data:image/png;base64,iVBORw0KGgo='],
    },
    bad: { input: { content: 'hi', images: ['data:text/html;base64,PGI+'] }, code: FORMAT },
  },
  unreadMessageCount: { as: 'player' },
  messageCount: { as: 'player' },
  messageList: {
    as: 'player',
    input: { pageNo: 1, pageSize: 2 },
    bad: { input: { pageNo: 0 }, code: 'parameter.out.of.range' },
  },
  messageRead: {
    as: 'player',
    prepare: ({ one }) => ({ ids: [one<{ id: number }>(PLAYER_UNREAD_MESSAGE).id] }),
    bad: { input: { ids: [] }, code: 'parameter.out.of.range' },
  },
} satisfies Record<string, CallExample>;
