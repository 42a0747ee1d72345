import type { ReactNode } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconBack } from '../icons/icons';
import './top-bar.css';

export interface TopBarProps {
  /** The page title, rendered as the page's `<h1>`. */
  title: string;
  /** Shows the back button when given; the app decides where back goes (spec: home or one step back). */
  onBack?: () => void;
  /** Controls at the inline end (e.g. a settings or menu button). */
  end?: ReactNode;
}

/** The bar at the top of most pages: back button, centred title, optional end controls. */
export function TopBar({ title, onBack, end }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="wps-top-bar">
      <div className="wps-top-bar__start">
        {onBack && (
          <IconButton label={t('app.back')} onClick={onBack}>
            <IconBack />
          </IconButton>
        )}
      </div>
      <h1 className="wps-top-bar__title">{title}</h1>
      <div className="wps-top-bar__end">{end}</div>
    </header>
  );
}
