import { useMessageReadMutation } from '@wps-mobile/api-client';
import type { Message } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Dialog, ServerHtml } from '@wps-mobile/ui';
import { useState } from 'react';
import { useScreenContext } from '../../lib/screen-context';
import { useOpenLink } from '../../lib/use-open-link';
import { useUnreadMessageCount } from '../../lib/use-member-counts';
import { MessagePage } from './message-page';
import '../../lib/account-screen.css';
import './messages.css';

/**
 * The inbox (/m/webEmail, /m/message): newest first, page by page; opening an unread message marks it read,
 * and the unread count everywhere (header dot, member centre) follows from the same query.
 */
export default function MessagesScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const openLink = useOpenLink();
  const unread = useUnreadMessageCount();
  const [pages, setPages] = useState(1);
  const [shown, setShown] = useState<Message | null>(null);
  const [markRead] = useMessageReadMutation();

  const open = (message: Message) => {
    setShown(message);
    if (!message.read) void markRead({ ids: [message.id] });
  };

  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      <p className="messages-screen__summary" aria-live="polite">
        {t('member.unreadMessages', { count: unread })}
      </p>
      <div>
        {Array.from({ length: pages }, (_, index) => (
          <MessagePage
            key={index}
            pageNo={index + 1}
            last={index + 1 === pages}
            onOpen={open}
            onMore={() => setPages(index + 2)}
          />
        ))}
      </div>
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown?.title ?? ''}
        actions={<Button onClick={() => setShown(null)}>{t('common.close')}</Button>}
      >
        {shown && <ServerHtml html={shown.content} onLink={openLink} />}
      </Dialog>
    </section>
  );
}
