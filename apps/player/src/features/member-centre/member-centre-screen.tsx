import { useMemberInfoQuery, useSystemStatusQuery } from '@wps-mobile/api-client';
import { memberCentreTemplate, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconGift } from '@wps-mobile/ui';
import { LoadState } from '../../lib/screens/load-state';
import { AppLink, useRuntimeConfig } from '@wps-mobile/app-shell';
import { useLoginPrompt } from './login-prompt';
import { useFeatures } from '../../lib/session/use-features';
import { useUnclaimedCount, useUnreadMessageCount } from '../../lib/session/use-member-counts';
import { useSession } from '../../lib/session/use-session';
import { MemberHeader } from './member-header';
import { MemberLinks, QuickTiles } from './member-links';
import { memberEntries } from './member-entries';
import { ProfileCard } from './profile-card';
import './member-centre.css';

/** The member centre (/m/member/home, /m/mine) in the merchant's template: new when mem_cen is '1', else base. */
export default function MemberCentreScreen() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = session !== undefined;
  const features = useFeatures();
  const status = useSystemStatusQuery();
  const template = memberCentreTemplate(status.data?.info.mobileTemplate);
  const info = useMemberInfoQuery(undefined, { skip: !signedIn });
  const unread = useUnreadMessageCount();
  const unclaimed = useUnclaimedCount();
  const { askLogin, loginPrompt } = useLoginPrompt();
  const member = info.data;
  const { responsibleGaming } = useRuntimeConfig();
  const entries = memberEntries(features, member ?? (session && { type: session.type, toUpline: false }), {
    responsibleGaming: responsibleGaming.enabled,
  });
  const links = { signedIn, onLoginNeeded: askLogin };

  return (
    <section className={`member-centre member-centre--${template}`} data-template={template}>
      <MemberHeader
        title={t('routes.memberHome')}
        signedIn={signedIn}
        unread={unread}
        onLoginNeeded={askLogin}
      />
      <LoadState
        isLoading={signedIn && info.isLoading}
        error={signedIn ? info.error : undefined}
        onRetry={() => void info.refetch()}
      >
        <ProfileCard member={member} vipShown={features.vipBenefits} onLoginNeeded={askLogin} />
      </LoadState>
      {features.vipBenefits && (
        <AppLink className="member-vip" href={routePath('memberBenefits')}>
          <IconGift />
          <span>{t('routes.memberBenefits')}</span>
        </AppLink>
      )}
      <QuickTiles {...links} />
      <MemberLinks entries={entries} template={template} unclaimed={unclaimed} {...links} />
      {loginPrompt}
    </section>
  );
}
