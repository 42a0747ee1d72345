import { useMessageListQuery, useMessageReadMutation } from '@wps-mobile/api-client';
import type { Message } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { Button, Dialog, NoData, ServerHtml, usePagedItems, WindowedList } from '@wps-mobile/ui';
import { useState } from 'react';
import { LoadState } from '../../lib/screens/load-state';
import { useScreenContext } from '../../lib/screens/screen-context';
import { serverHref, useOpenLink } from '@wps-mobile/app-shell';
import { useUnreadMessageCount } from '../../lib/session/use-member-counts';
import { MessageRow } from './message-row';
import '../../lib/screens/account-screen.css';
import './messages.css';

/** Messages asked for per page (the platform's default); the list asks for the next as its end comes near. */
const INBOX_PAGE_SIZE = 20;

/**
 * The inbox (/m/webEmail, /m/message): newest first, windowed, the next page loaded as its end comes near;
 * opening an unread message marks it read, and the unread count everywhere (header dot, member centre) follows
 * from the same query.
 */
export default function MessagesScreen() {
  const { t } = useTranslation();
  const { title, titleShown } = useScreenContext();
  const openLink = useOpenLink();
  const unread = useUnreadMessageCount();
  const messages = usePagedItems(useMessageListQuery, {}, 'inbox', INBOX_PAGE_SIZE);
  // Pages read earlier are not read again: messages opened here show as read at once.
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [shown, setShown] = useState<Message | null>(null);
  const [markRead] = useMessageReadMutation();

  const open = (message: Message) => {
    setShown(message);
    setOpened((before) => new Set(before).add(message.id));
    if (!message.read) void markRead({ ids: [message.id] });
  };

  return (
    <section className="account-screen">
      {!titleShown && <h1 className="account-screen__title">{title}</h1>}
      <p className="messages-screen__summary" aria-live="polite">
        {t('member.unreadMessages', { count: unread })}
      </p>
      {messages.error !== undefined && messages.items.length === 0 ? (
        <LoadState isLoading={false} error={messages.error} onRetry={messages.retry}>
          {null}
        </LoadState>
      ) : (
        <WindowedList
          className="messages-list"
          items={messages.items}
          label={title}
          getKey={(message) => message.id}
          renderItem={(message) => (
            <MessageRow message={message} read={message.read || opened.has(message.id)} onOpen={open} />
          )}
          estimatedRowHeight={64}
          status={messages.status}
          onEndReached={messages.loadMore}
          onRetry={messages.retry}
          loadingLabel={t('common.loading')}
          errorLabel={t('common.failed')}
          retryLabel={t('app.retry')}
          endLabel={messages.items.length > 0 ? t('common.noMore') : undefined}
          empty={<NoData text={t('inbox.empty')} />}
        />
      )}
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown?.title ?? ''}
        actions={<Button onClick={() => setShown(null)}>{t('common.close')}</Button>}
      >
        {shown && <ServerHtml html={shown.content} onLink={openLink} linkHref={serverHref} />}
      </Dialog>
    </section>
  );
}
