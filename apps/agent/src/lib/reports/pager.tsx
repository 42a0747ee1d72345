import { useTranslation } from '@wps-mobile/i18n';
import { Button } from '@wps-mobile/ui';

/** Previous and next page buttons with "page of pages" between them; hidden when there is one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="agent-pager" aria-label={t('agent.pages')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previous')}
      </Button>
      <span aria-live="polite">{t('common.pageOf', { current: page, total: pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.next')}
      </Button>
    </nav>
  );
}
