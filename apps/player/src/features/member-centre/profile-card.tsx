import type { MemberInfo } from '@wps-mobile/api-client/contract';
import { routePath } from '@wps-mobile/config';
import { daysSince, useTranslation } from '@wps-mobile/i18n';
import { IconUser } from '@wps-mobile/ui';
import { AppLink, useRuntimeConfig } from '@wps-mobile/app-shell';

export interface ProfileCardProps {
  readonly member: MemberInfo | undefined;
  readonly vipShown: boolean;
  readonly onLoginNeeded: () => void;
}

/**
 * The info card: account, VIP level when VIP is on, 'Join {0} on the {1} day' in whole days. A tap goes to the
 * VIP benefits when VIP is shown, else the member home. A guest sees 'login or register'.
 */
export function ProfileCard({ member, vipShown, onLoginNeeded }: ProfileCardProps) {
  const { t } = useTranslation();
  const { brandName } = useRuntimeConfig();
  if (!member)
    return (
      <div className="member-profile">
        <IconUser className="member-profile__avatar" />
        <button type="button" className="member-profile__login" onClick={onLoginNeeded}>
          <strong>{t('member.loginOrRegister')}</strong>
          <span>{t('member.loginPrompt')}</span>
        </button>
      </div>
    );
  const target = vipShown ? routePath('memberBenefits') : routePath('memberHome');
  return (
    <AppLink className="member-profile" href={target}>
      <IconUser className="member-profile__avatar" />
      <span className="member-profile__text">
        <strong className="member-profile__account">{member.account}</strong>
        {vipShown && (
          <span className="member-profile__vip">{t('member.vipLevel', { level: member.vipLevel })}</span>
        )}
        <span className="member-profile__joined">
          {t('member.joinDays', { 0: brandName, 1: daysSince(member.regDate) })}
        </span>
      </span>
    </AppLink>
  );
}
