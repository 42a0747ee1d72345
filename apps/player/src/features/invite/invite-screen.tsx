import { usePromotionListQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { ServerHtml } from '@wps-mobile/ui';
import { useState } from 'react';
import { readViewer } from '../../lib/session/read-viewer';
import { ContentScreen } from '../../lib/screens/content-screen';
import { serverHref, useOpenLink } from '@wps-mobile/app-shell';
import { ReferralLinkCard } from './referral-link-card';
import './invite.css';

/**
 * Invite friends (/m/inviteFriends; the route guard sends visitors to login and says contact_service when the
 * REFERRAL promotion is off): the member's referral link with copy and share, and the referral promotion's rules.
 */
export default function InviteScreen() {
  const { t } = useTranslation();
  const openLink = useOpenLink();
  const [viewer] = useState(readViewer);
  const { data: referral } = usePromotionListQuery({ category: 'REFERRAL' });
  const rule = referral?.[0];

  return (
    <ContentScreen>
      <p className="invite-intro">{t('promotions.inviteIntro')}</p>
      {viewer.kind === 'member' ? (
        <ReferralLinkCard />
      ) : (
        <p className="content-screen__card" role="note">
          {t('errors.realAccountNeeded')}
        </p>
      )}
      {rule ? (
        <article className="content-screen__card" aria-labelledby="invite-rules">
          <h2 id="invite-rules" className="content-screen__heading">
            {t('promotions.rules')}: {rule.title}
          </h2>
          <ServerHtml html={rule.content} onLink={openLink} linkHref={serverHref} />
        </article>
      ) : null}
    </ContentScreen>
  );
}
