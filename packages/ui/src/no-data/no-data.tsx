import { useTranslation } from '@wps-mobile/i18n';
import { NoDataIllustration } from './no-data-illustration';
import './no-data.css';

export interface NoDataProps {
  /** Replaces the default "No data" text (e.g. "No announcement"). */
  text?: string;
}

/** The placeholder shown where a list or page has nothing to show. */
export function NoData({ text }: NoDataProps) {
  const { t } = useTranslation();
  return (
    <div className="wps-no-data">
      <NoDataIllustration />
      <p className="wps-no-data__text">{text ?? t('app.noData')}</p>
    </div>
  );
}
