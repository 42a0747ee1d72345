import { useCustomerServiceQuery } from '@wps-mobile/api-client';
import type { CustomerServiceEntry } from '@wps-mobile/api-client/contract';
import { resolveServerLink } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { ContentScreen, Loaded } from '../../lib/content-screen';
import { useOnlineServiceLink } from '../../lib/use-online-service';
import './service.css';

const CONTACT_LABELS = {
  LIVECHAT: 'home.liveChat',
  FACEBOOK: 'home.facebook',
  TELEGRAM: 'home.telegram',
} as const;

/** The contacts in the merchant's order, each with an address the link rules let open apart from the site. */
function openableContacts(entries: readonly CustomerServiceEntry[], origin: string) {
  return [...entries]
    .sort((a, b) => a.csPosition - b.csPosition)
    .flatMap((entry) => {
      const link = resolveServerLink(entry.url, origin);
      return link.kind === 'external' ? [{ ...entry, href: link.href }] : [];
    });
}

/** Customer service (/m/service): the online service first, then every contact (live chat, Facebook, Telegram). */
export default function ServiceScreen() {
  const { t } = useTranslation();
  const onlineService = useOnlineServiceLink();
  const query = useCustomerServiceQuery();

  return (
    <ContentScreen>
      <div className="content-screen__card service-intro">
        <p>{t('help.serviceIntro')}</p>
        <p className="content-screen__muted">{t('help.serviceHours')}</p>
        {onlineService ? (
          <a
            className="content-screen__action-link service-primary"
            href={onlineService}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('help.contactUs')}
          </a>
        ) : null}
      </div>
      <Loaded {...query}>
        {(entries) => {
          const contacts = openableContacts(entries, window.location.origin);
          if (contacts.length === 0 && !onlineService) return <NoData text={t('help.serviceNone')} />;
          return (
            <ul className="content-screen__stack" aria-label={t('home.contactList')}>
              {contacts.map((contact) => (
                <li key={`${contact.csType}-${contact.csPosition}`}>
                  <a
                    className="service-contacts__link"
                    href={contact.href}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <span className="service-contacts__type">{t(CONTACT_LABELS[contact.csType])}</span>
                    <span className="content-screen__muted">{contact.title}</span>
                  </a>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </ContentScreen>
  );
}
