import { useMessageListQuery } from '@wps-mobile/api-client';
import type { Message } from '@wps-mobile/api-client/contract';
import { formatMonthDayTime, useTranslation } from '@wps-mobile/i18n';
import { LoadState, queryState } from '../../lib/load-state';
import { MoreButton } from '../../lib/more-button';
import { useAppSelector } from '../../lib/store-hooks';

export interface MessagePageProps {
  readonly pageNo: number;
  /** The last page loaded so far: it offers the next one while there is more. */
  readonly last: boolean;
  readonly onOpen: (message: Message) => void;
  readonly onMore: () => void;
}

/** One page of the inbox, with its own loading, error and retry; the first page shows the empty state. */
export function MessagePage({ pageNo, last, onOpen, onMore }: MessagePageProps) {
  const { t } = useTranslation();
  const language = useAppSelector((state) => state.preferences.language);
  const query = useMessageListQuery({ pageNo });
  const page = query.data;
  return (
    <LoadState
      {...queryState(query)}
      empty={pageNo === 1 && page?.list.length === 0}
      emptyText={t('inbox.empty')}
    >
      <ul className="messages-list">
        {page?.list.map((message) => (
          <li key={message.id} className="messages-list__row">
            <button
              type="button"
              className={`messages-list__item${message.read ? '' : ' messages-list__item--unread'}`}
              onClick={() => onOpen(message)}
            >
              <span className="messages-list__title">
                {!message.read && <span className="messages-list__dot" aria-hidden="true" />}
                {message.title}
              </span>
              <span className="messages-list__meta">
                <span>{message.read ? t('inbox.read') : t('inbox.unread')}</span>
                <time dateTime={new Date(message.createTime).toISOString()}>
                  {formatMonthDayTime(message.createTime, language)}
                </time>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <MoreButton page={page} last={last} onMore={onMore} />
    </LoadState>
  );
}
