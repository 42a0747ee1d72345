import { useCustomerServiceQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { ContentScreen, Loaded } from '../../lib/screens/content-screen';
import { CONTACT_LABELS, openableContacts } from '../../lib/service/service-contacts';
import { useOnlineServiceLink } from '../../lib/service/use-online-service';
import './service.css';

/** Customer service (/m/service): the online service first, then every contact (live chat, Facebook, Telegram). */
export default function ServiceScreen() {
  const { t } = useTranslation();
  const onlineService = useOnlineServiceLink();
  const query = useCustomerServiceQuery();

  return (
    <ContentScreen>
      <div className="content-screen__card service-intro" aria-busy={onlineService.pending || undefined}>
        <p>{t('help.serviceIntro')}</p>
        <p className="content-screen__muted">{t('help.serviceHours')}</p>
        {onlineService.href ? (
          <a
            className="content-screen__action-link service-primary"
            href={onlineService.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('home.contactList')}
          </a>
        ) : null}
      </div>
      <Loaded {...query}>
        {(entries) => {
          const contacts = openableContacts(entries);
          // "None" only once the online link is known to be missing too, never while it is being opened.
          if (contacts.length === 0 && onlineService.pending) return null;
          if (contacts.length === 0 && !onlineService.href) return <NoData text={t('help.serviceNone')} />;
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
