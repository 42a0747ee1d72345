import { useCustomerServiceQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Dialog } from '@wps-mobile/ui';
import { useState } from 'react';

const LABEL_KEYS = {
  LIVECHAT: 'home.liveChat',
  FACEBOOK: 'home.facebook',
  TELEGRAM: 'home.telegram',
} as const;

const openContact = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

/** The floating customer-service button: one contact opens at once, several open a list to choose from. */
export function CustomerService() {
  const { t } = useTranslation();
  const { data } = useCustomerServiceQuery();
  const [listOpen, setListOpen] = useState(false);
  const contacts = [...(data ?? [])]
    .filter((entry) => /^https?:\/\//i.test(entry.url))
    .sort((a, b) => a.csPosition - b.csPosition);
  const [first] = contacts;
  if (!first) return null;
  const onTap = () => (contacts.length === 1 ? openContact(first.url) : setListOpen(true));
  return (
    <>
      <button type="button" className="home-service" onClick={onTap}>
        {t('home.service')}
      </button>
      <Dialog open={listOpen} onClose={() => setListOpen(false)} title={t('home.contactList')}>
        <ul className="home-service__list">
          {contacts.map((entry) => (
            <li key={`${entry.csType}-${entry.csPosition}`}>
              <a href={entry.url} target="_blank" rel="noopener noreferrer">
                {t(LABEL_KEYS[entry.csType])}
              </a>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
