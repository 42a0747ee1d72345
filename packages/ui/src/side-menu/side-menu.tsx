import { useId, type ReactNode } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { Badge } from '../badge/badge';
import { Drawer } from '../drawer/drawer';
import { IconSignOut } from '../icons/control-icons';
import { classNames } from '../internal/class-names';
import './side-menu.css';

export interface SideMenuItem {
  id: string;
  label: string;
  /** Decorative icon before the label (a category's image or a kit icon). */
  icon?: ReactNode;
  badge?: number;
}

export interface SideMenuProps {
  open: boolean;
  onClose: () => void;
  /** Game categories, HOT first; the app adds HOT when the server list lacks it. */
  categories: SideMenuItem[];
  activeCategoryId?: string;
  onSelectCategory: (id: string) => void;
  /** Deposit, withdraw, share, VIP, ...: the app passes only those whose feature flag is on. */
  shortcuts?: SideMenuItem[];
  onSelectShortcut?: (id: string) => void;
  /** Shows the sign-out entry (logged-in players only). */
  onSignOut?: () => void;
  /** Under everything: the copyright line. */
  footer?: ReactNode;
}

/** The side menu: game categories, feature shortcuts and sign out, in a drawer from the inline start. */
export function SideMenu({
  open,
  onClose,
  categories,
  activeCategoryId,
  onSelectCategory,
  shortcuts = [],
  onSelectShortcut,
  onSignOut,
  footer,
}: SideMenuProps) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('app.menu')} side="start" className="wps-side-menu">
      <MenuSection
        title={t('ui.gameCategories')}
        items={categories}
        activeId={activeCategoryId}
        onSelect={onSelectCategory}
      />
      {shortcuts.length > 0 && (
        <MenuSection title={t('ui.shortcuts')} items={shortcuts} onSelect={(id) => onSelectShortcut?.(id)} />
      )}
      {onSignOut && (
        <button type="button" className="wps-side-menu__item wps-side-menu__sign-out" onClick={onSignOut}>
          <IconSignOut />
          <span className="wps-side-menu__label">{t('ui.signOut')}</span>
        </button>
      )}
      {footer !== undefined && <div className="wps-side-menu__footer">{footer}</div>}
    </Drawer>
  );
}

interface MenuSectionProps {
  title: string;
  items: SideMenuItem[];
  activeId?: string;
  onSelect: (id: string) => void;
}

function MenuSection({ title, items, activeId, onSelect }: MenuSectionProps) {
  const headingId = useId();
  return (
    <section className="wps-side-menu__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="wps-side-menu__heading">
        {title}
      </h3>
      <ul className="wps-side-menu__list">
        {items.map((item) => {
          const active = item.id === activeId;
          return (
            <li key={item.id}>
              <button
                type="button"
                className={classNames('wps-side-menu__item', active && 'wps-side-menu__item--active')}
                aria-current={active ? 'true' : undefined}
                onClick={() => onSelect(item.id)}
              >
                {item.icon !== undefined && (
                  <span className="wps-side-menu__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                <span className="wps-side-menu__label">{item.label}</span>
                {item.badge !== undefined && item.badge > 0 && <Badge count={item.badge} />}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
