import type { Message } from '@wps-mobile/api-client/contract';
import { formatMonthDayTime, useTranslation } from '@wps-mobile/i18n';
import { useAppSelector } from '../../lib/store/store-hooks';

export interface MessageRowProps {
  readonly message: Message;
  readonly read: boolean;
  readonly onOpen: (message: Message) => void;
}

/** One message of the inbox: its title (bold with a dot while unread), read state and time. */
export function MessageRow({ message, read, onOpen }: MessageRowProps) {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  return (
    <button
      type="button"
      className={`messages-list__item${read ? '' : ' messages-list__item--unread'}`}
      onClick={() => onOpen(message)}
    >
      <span className="messages-list__title">
        {!read && <span className="messages-list__dot" aria-hidden="true" />}
        {message.title}
      </span>
      <span className="messages-list__meta">
        <span>{read ? t('inbox.read') : t('inbox.unread')}</span>
        <time dateTime={new Date(message.createTime).toISOString()}>
          {formatMonthDayTime(message.createTime, language)}
        </time>
      </span>
    </button>
  );
}
