import { useCustomerServiceQuery } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { Dialog, IconFold, IconHeadset } from '@wps-mobile/ui';
import { useState } from 'react';
import { CONTACT_LABELS, openableContacts } from '../../../lib/service/service-contacts';
import { useAfterFirstScreen, useOpenLink } from '@wps-mobile/app-shell';

/**
 * The floating customer-service button: one contact opens at once, several open a list to choose from. Every
 * contact address goes through the one link function; refused ones are not offered.
 */
export function CustomerService() {
  const { t } = useTranslation();
  // The floating button is not part of the first screen: its contacts are asked for after it.
  const afterFirstScreen = useAfterFirstScreen();
  const { data } = useCustomerServiceQuery(undefined, { skip: !afterFirstScreen });
  const openLink = useOpenLink();
  const [listOpen, setListOpen] = useState(false);
  // The player may fold the button to a small tab at the screen's edge when it is in the way.
  const [folded, setFolded] = useState(false);
  const contacts = openableContacts(data ?? []);
  const [first] = contacts;
  if (!first) return null;
  const onTap = () => (contacts.length === 1 ? openLink(first.href) : setListOpen(true));
  return (
    <>
      {/* Room at the end of the page, so the last row of content can scroll clear of the button. */}
      <div className="home-service-room" aria-hidden="true" />
      <div className={folded ? 'home-service home-service--folded' : 'home-service'}>
        <button
          type="button"
          className="home-service__open"
          onClick={folded ? () => setFolded(false) : onTap}
          aria-label={folded ? t('common.customerService') : undefined}
        >
          <IconHeadset />
          {!folded && <span>{t('common.customerService')}</span>}
        </button>
        {!folded && (
          <button
            type="button"
            className="home-service__fold"
            aria-label={t('home.serviceFold')}
            onClick={() => setFolded(true)}
          >
            <IconFold size={20} />
          </button>
        )}
      </div>
      <Dialog open={listOpen} onClose={() => setListOpen(false)} title={t('home.contactList')}>
        <ul className="home-service__list">
          {contacts.map((entry) => (
            <li key={`${entry.csType}-${entry.csPosition}`}>
              <a href={entry.href} target="_blank" rel="noopener noreferrer">
                {t(CONTACT_LABELS[entry.csType])}
              </a>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
