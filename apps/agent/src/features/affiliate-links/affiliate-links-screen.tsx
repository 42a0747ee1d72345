import { useAffiliateUrlsQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { QueryView } from '../../lib/layout/query-view';
import { AffiliateLinkItem } from './affiliate-link-item';
import { CreateLinkForm } from './create-link-form';
import { Card } from '../../lib/layout/card';

/** The agent's affiliate links: create one per member type, copy, open or delete it. */
export default function AffiliateLinksScreen() {
  const { t } = useTranslation();
  const links = useAffiliateUrlsQuery();
  return (
    <div className="agent-screen">
      <CreateLinkForm />
      <Card title={t('agent.affiliateTitle')}>
        <QueryView query={links} isEmpty={(list) => list.length === 0}>
          {(list) => (
            <ul className="agent-list">
              {list.map((link) => (
                <li key={link.id}>
                  <AffiliateLinkItem link={link} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Card>
    </div>
  );
}
