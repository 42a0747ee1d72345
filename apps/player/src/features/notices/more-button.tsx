import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';
import '../../lib/screens/load-state.css';

export interface MoreButtonProps {
  /** The page just shown (pageNum and totalPages as the platform answers them), if any. */
  readonly page: { readonly pageNum: number; readonly totalPages: number } | undefined;
  /** Only the last page loaded offers the next. */
  readonly last: boolean;
  readonly onMore: () => void;
}

/** "More" under the last loaded page of a paged list, while the platform has more pages. */
export function MoreButton({ page, last, onMore }: MoreButtonProps) {
  const { t } = useTranslation();
  if (!last || !page || page.pageNum >= page.totalPages) return null;
  return (
    <div className="more-button">
      <Button variant="secondary" onClick={onMore}>
        {t('common.more')}
      </Button>
    </div>
  );
}
