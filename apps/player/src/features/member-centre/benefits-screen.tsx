import { useClubBenefitQuery, useConsolidatedSettingsQuery } from '@wps-mobile/api-client';
import { isFeatureOn, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Navigate } from 'react-router';
import { LoadState, queryState } from '../../lib/screens/load-state';
import { useScreenContext } from '../../lib/screens/screen-context';
import './member-centre.css';

/** VIP benefits: the member's level and what every level brings; only while the merchant has VIP on. */
export default function BenefitsScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const settings = useConsolidatedSettingsQuery();
  const vipOff = settings.data !== undefined && !isFeatureOn(settings.data.whitelabel, 'vipBenefits');
  const benefits = useClubBenefitQuery(undefined, { skip: vipOff });
  if (vipOff) return <Navigate to={routePath('memberHome')} replace />;
  const data = benefits.data;
  return (
    <section className="member-benefits">
      {!titleShown && <h1>{title}</h1>}
      <LoadState {...queryState(benefits)} empty={data?.levels.length === 0}>
        {data && (
          <>
            <p className="member-benefits__current">
              {t('member.vipCurrent', { level: t('member.vipLevel', { level: data.vipLevel }) })}
            </p>
            <ol className="member-benefits__levels">
              {data.levels.map((level) => (
                <li
                  key={level.level}
                  className="member-benefits__level"
                  aria-current={level.level === data.vipLevel ? 'true' : undefined}
                >
                  <h2>{t('member.vipLevel', { level: level.level })}</h2>
                  <ul>
                    {level.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          </>
        )}
      </LoadState>
    </section>
  );
}
