import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { IconBack, IconButton, IconMail, IconSettings } from '@wps-mobile/ui';
import { useNavigate } from 'react-router';

export interface MemberHeaderProps {
  readonly title: string;
  readonly signedIn: boolean;
  readonly unread: number;
  readonly onLoginNeeded: () => void;
}

/** Back home, the title, the message icon (red dot while unread > 0) and settings; guests are asked to log in. */
export function MemberHeader({ title, signedIn, unread, onLoginNeeded }: MemberHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goOrAsk = (path: string) => (signedIn ? void navigate(path) : onLoginNeeded());
  const messagesLabel = unread > 0 ? t('member.unreadMessages', { count: unread }) : t('routes.webEmail');
  return (
    <header className="member-header">
      <IconButton label={t('app.backHome')} onClick={() => void navigate(routePath('home'))}>
        <IconBack />
      </IconButton>
      <h1 className="member-header__title">{title}</h1>
      <span className="member-header__mail">
        <IconButton label={messagesLabel} onClick={() => goOrAsk(routePath('webEmail'))}>
          <IconMail />
        </IconButton>
        {unread > 0 && <span className="member-header__dot" data-testid="unread-dot" aria-hidden="true" />}
      </span>
      <IconButton label={t('routes.settings')} onClick={() => goOrAsk(routePath('settings'))}>
        <IconSettings />
      </IconButton>
    </header>
  );
}
