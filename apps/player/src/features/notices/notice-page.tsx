import { useNoticeListQuery } from '@wps-mobile/api-client';
import { formatIsoDate } from '@wps-mobile/i18n';
import { ServerHtml } from '@wps-mobile/ui';
import { LoadState, queryState } from '../../lib/screens/load-state';
import { MoreButton } from './more-button';
import { useAppSelector } from '../../lib/store/store-hooks';
import { useOpenLink } from '@wps-mobile/app-shell';
import { serverHref } from '@wps-mobile/app-shell';

export interface NoticePageProps {
  readonly pageNo: number;
  readonly last: boolean;
  readonly onMore: () => void;
  readonly emptyText: string;
}

/** One page of announcements; each is a disclosure whose server HTML goes through ServerHtml. */
export function NoticePage({ pageNo, last, onMore, emptyText }: NoticePageProps) {
  const language = useAppSelector((state) => state.preferences.language);
  const openLink = useOpenLink();
  const query = useNoticeListQuery({ types: ['PL'], pageNo });
  const page = query.data;
  return (
    <LoadState {...queryState(query)} empty={pageNo === 1 && page?.list.length === 0} emptyText={emptyText}>
      <ul className="notices-list">
        {page?.list.map((notice) => (
          <li key={notice.id} className="notices-list__row">
            <details className="notices-list__item">
              <summary className="notices-list__title">
                <span>{notice.title}</span>
                <time dateTime={new Date(notice.createTime).toISOString()}>
                  {formatIsoDate(notice.createTime, language)}
                </time>
              </summary>
              <ServerHtml
                className="notices-list__content"
                html={notice.content}
                onLink={openLink}
                linkHref={serverHref}
              />
            </details>
          </li>
        ))}
      </ul>
      <MoreButton page={page} last={last} onMore={onMore} />
    </LoadState>
  );
}
