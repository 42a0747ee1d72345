import { wpsApi } from './api';
import { LOCAL_CACHE_RULES } from './cache-rules';
import { MEMBER_ROUTES as CALLS } from './contract/routes/member.generated';
import { callMutation, callQuery } from './endpoint-kit';

/** The member's profile, VIP benefits, and feedback. */
export const memberApi = wpsApi.injectEndpoints({
  endpoints: (build) => ({
    memberInfo: callQuery(build, CALLS.memberInfo, ['Member'], {
      localCache: LOCAL_CACHE_RULES.memberInfo,
    }),
    memberIcon: callQuery(build, CALLS.memberIcon, ['Member']),
    setMemberIcon: callMutation(build, CALLS.setMemberIcon, ['Member']),
    memberEmail: callQuery(build, CALLS.memberEmail, ['Member']),
    memberPayeeName: callQuery(build, CALLS.memberPayeeName, ['Member']),
    memberNickname: callQuery(build, CALLS.memberNickname, ['Member']),
    memberRenew: callQuery(build, CALLS.memberRenew, ['Session']),
    clubBenefit: callQuery(build, CALLS.clubBenefit, ['Member']),
    feedback: callMutation(build, CALLS.feedback),
    feedbackSettings: callQuery(build, CALLS.feedbackSettings, ['SiteSettings']),
  }),
});

export const {
  useMemberInfoQuery,
  useMemberIconQuery,
  useSetMemberIconMutation,
  useMemberEmailQuery,
  useMemberPayeeNameQuery,
  useMemberNicknameQuery,
  useMemberRenewQuery,
  useClubBenefitQuery,
  useFeedbackMutation,
  useFeedbackSettingsQuery,
} = memberApi;
