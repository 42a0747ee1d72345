import { I18nextProvider, useTranslation } from '@wps-mobile/i18n';
import { StatusPage } from '@wps-mobile/ui';
import type { i18n } from 'i18next';
import './config-error-page.css';

interface ConfigErrorPageProps {
  i18n: i18n;
  problems: readonly string[];
}

/** Shown by either app instead of a blank screen when the merchant's runtime config is missing or invalid. */
export function ConfigErrorPage({ i18n, problems }: ConfigErrorPageProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigErrorContent problems={problems} />
    </I18nextProvider>
  );
}

function ConfigErrorContent({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <main className="app-config-error">
      <StatusPage
        tone="error"
        title={t('app.configErrorTitle')}
        body={t('app.configErrorBody')}
        action={{ label: t('app.retry'), onClick: () => window.location.reload() }}
      />
      <details className="app-config-error__details">
        <summary>{t('app.configProblems')}</summary>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </details>
    </main>
  );
}
