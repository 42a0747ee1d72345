import { routePath } from '@wps-mobile/config';
import { greetingKey, useTranslation } from '@wps-mobile/i18n';

/** "Good morning, name" by the device's local hour, and the customer-service shortcut (player build). */
export function AgentHomeHeader({ userName, hour }: { userName: string; hour: number }) {
  const { t } = useTranslation();
  return (
    <header className="agent-home__header">
      <h1 className="agent-home__greeting">{t(greetingKey(hour), { name: userName })}</h1>
      <a className="agent-home__service" href={routePath('service')}>
        {t('common.customerService')}
      </a>
    </header>
  );
}
