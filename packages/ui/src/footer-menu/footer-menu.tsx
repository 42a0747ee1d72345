import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { Badge } from '../badge/badge';
import { classNames } from '../internal/class-names';
import './footer-menu.css';

export interface FooterMenuItem {
  id: string;
  label: string;
  href: string;
  /** Decorative icon shown above the label. */
  icon: ReactNode;
  /** Count shown in a badge when above 0 (e.g. unclaimed promotions). */
  badge?: number;
  /** What the badge counts, for screen readers; defaults to "{count} unclaimed". */
  badgeLabel?: string;
  /** The raised central button (deposit). */
  primary?: boolean;
}

export interface FooterMenuProps {
  items: FooterMenuItem[];
  /** Id of the item for the current page (gets aria-current="page"). */
  activeId?: string;
  /** Called on click so the app can `event.preventDefault()` and route client-side; links work without it. */
  onNavigate?: (href: string, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The fixed bottom navigation of the player site, with a raised central deposit button. */
export function FooterMenu({ items, activeId, onNavigate }: FooterMenuProps) {
  const { t } = useTranslation();
  return (
    <>
      {/* Keeps the end of the page scrollable above the fixed bar. */}
      <div className="wps-footer-menu__spacer" aria-hidden="true" />
      <nav className="wps-footer-menu" aria-label={t('nav.mainNavigation')}>
        <ul className="wps-footer-menu__list">
          {items.map((item) => {
            const active = item.id === activeId;
            const count = item.badge ?? 0;
            return (
              <li key={item.id} className="wps-footer-menu__item">
                <a
                  className={classNames(
                    'wps-footer-menu__link',
                    item.primary && 'wps-footer-menu__link--primary',
                    active && 'wps-footer-menu__link--active',
                  )}
                  href={item.href}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate ? (event) => onNavigate(item.href, event) : undefined}
                >
                  <span className="wps-footer-menu__icon">{item.icon}</span>
                  <span className="wps-footer-menu__label">{item.label}</span>
                  {/* After the label in the DOM so the link reads "Members 3 unclaimed"; CSS puts it on the icon. */}
                  {count > 0 && (
                    <>
                      {' '}
                      <Badge
                        className="wps-footer-menu__badge"
                        count={count}
                        label={item.badgeLabel ?? t('nav.unclaimedBadge', { count })}
                      />
                    </>
                  )}
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
