import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { ContentScreen } from '../../lib/screens/content-screen';
import { AppLink, serverHref, useOpenLink, useRuntimeConfig } from '@wps-mobile/app-shell';
import './responsible-gaming.css';

/** One titled card of the page, named by its heading for screen readers. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="content-screen__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="content-screen__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Responsible gaming (/m/responsibleGaming): the age rule, advice on limits, the merchant's help links (from the
 * runtime config, each through the one link function) and self-exclusion through customer service.
 */
export default function ResponsibleGamingScreen() {
  const { t } = useTranslation();
  const { responsibleGaming } = useRuntimeConfig();
  const openLink = useOpenLink();
  const links = responsibleGaming.helpLinks.flatMap((link) => {
    const href = serverHref(link.url);
    return href === undefined ? [] : [{ ...link, href }];
  });
  const follow = (url: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    openLink(url);
  };
  const checkMinutes = responsibleGaming.enabled ? responsibleGaming.realityCheckMinutes : 0;

  return (
    <ContentScreen>
      <div className="content-screen__card">
        <p>{t('responsible.intro')}</p>
        <p className="responsible__age">
          {t('responsible.ageNotice', { age: responsibleGaming.minimumAge })}
        </p>
      </div>
      <Part title={t('responsible.limitsTitle')}>
        <ul className="responsible__advice">
          <li>{t('responsible.limitsMoney')}</li>
          <li>{t('responsible.limitsTime')}</li>
          {checkMinutes > 0 && <li>{t('responsible.limitsRealityCheck', { minutes: checkMinutes })}</li>}
        </ul>
      </Part>
      <Part title={t('responsible.helpTitle')}>
        {links.length === 0 ? (
          <p>{t('responsible.helpNone')}</p>
        ) : (
          <ul className="content-screen__stack">
            {links.map((link) => (
              <li key={`${link.title}-${link.url}`}>
                <a
                  className="responsible__link"
                  href={link.href}
                  target={link.href.startsWith('/') ? undefined : '_blank'}
                  rel="noopener noreferrer"
                  onClick={follow(link.url)}
                >
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title={t('responsible.exclusionTitle')}>
        <p>{t('responsible.exclusionText')}</p>
        <AppLink className="content-screen__action-link" href={routePath('service')}>
          {t('responsible.contactService')}
        </AppLink>
      </Part>
    </ContentScreen>
  );
}
