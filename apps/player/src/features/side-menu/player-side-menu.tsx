import { usePopularCategoriesQuery } from '@wps-mobile/api-client';
import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { SideMenu } from '@wps-mobile/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRuntimeConfig } from '@wps-mobile/app-shell';
import { useAppDownloads } from '../../lib/service/use-app-download-links';
import { useFeatures } from '../../lib/session/use-features';
import { useGuardedNavigation } from '../../lib/session/use-guarded-navigation';
import { useSignedIn } from '../../lib/session/use-session';
import { useSignOut } from '../../lib/session/use-sign-out';
import { CategoryIcon } from './category-icon';
import { categoryHref, enabledShortcuts, withHotFirst } from './menu-entries';
import { SHORTCUT_ICONS } from './menu-icons';

function shortcutIcon(id: keyof typeof SHORTCUT_ICONS) {
  const Icon = SHORTCUT_ICONS[id];
  return <Icon />;
}

// The app-download shortcut opens a screen of its own rather than a route (the spec's route table has none).
const APP_DOWNLOAD = 'appDownload';
// Responsible gaming is for everyone, signed in or not: no role rule stands before it.
const RESPONSIBLE_GAMING = 'responsibleGaming';

/** The side menu: game categories, flag-gated shortcuts, app download, sign out for members, copyright. */
interface PlayerSideMenuProps {
  open: boolean;
  onClose: () => void;
  /** Opens the app-download screen; its shortcut shows only when this device has an app to download. */
  onAppDownload: () => void;
}

export default function PlayerSideMenu({ open, onClose, onAppDownload }: PlayerSideMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { brandName, responsibleGaming } = useRuntimeConfig();
  const session = useSignedIn();
  const features = useFeatures();
  const { askSignOut, signOutDialog } = useSignOut();
  const guarded = useGuardedNavigation();
  const { data } = usePopularCategoriesQuery(undefined, { skip: !open });
  const categories = useMemo(
    () => withHotFirst((data ?? []).map((c) => ({ id: c.gameCategory, name: c.name, iconUrl: c.iconUrl }))),
    [data],
  );
  const shortcuts = enabledShortcuts(features);
  const downloads = useAppDownloads();
  const go = (href: string) => {
    onClose();
    void navigate(href);
  };
  return (
    <>
      <SideMenu
        open={open}
        onClose={onClose}
        categories={categories.map((c) => ({
          id: c.id,
          label: t(`categories.${c.id}`, { defaultValue: c.name }),
          icon: <CategoryIcon src={c.iconUrl} />,
        }))}
        activeCategoryId={search.get('category') ?? 'HOT'}
        onSelectCategory={(id) => go(categoryHref(id))}
        shortcuts={[
          ...shortcuts.map((s) => ({ id: s.id, label: t(s.label), icon: shortcutIcon(s.id) })),
          ...(downloads.any
            ? [{ id: APP_DOWNLOAD, label: t('menu.appDownload'), icon: shortcutIcon(APP_DOWNLOAD) }]
            : []),
          ...(responsibleGaming.enabled
            ? [
                {
                  id: RESPONSIBLE_GAMING,
                  label: t('routes.responsibleGaming'),
                  icon: shortcutIcon(RESPONSIBLE_GAMING),
                },
              ]
            : []),
        ]}
        onSelectShortcut={(id) => {
          if (id === APP_DOWNLOAD) {
            onClose();
            onAppDownload();
            return;
          }
          if (id === RESPONSIBLE_GAMING) return go(routePath('responsibleGaming'));
          const shortcut = shortcuts.find((s) => s.id === id);
          if (!shortcut) return;
          onClose();
          // Shortcuts lead to member functions (invite friends, VIP, ...): the role rules decide.
          guarded.go(routePath(shortcut.route));
        }}
        {...(session
          ? {
              onSignOut: () => {
                onClose();
                askSignOut();
              },
            }
          : {})}
        footer={t('app.copyright', { year: CONSTANTS.copyrightYear, brand: brandName })}
      />
      {signOutDialog}
      {guarded.notice}
    </>
  );
}
