import { usePopularCategoriesQuery } from '@wps-mobile/api-client';
import { CONSTANTS, routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { SideMenu } from '@wps-mobile/ui';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useFeatures } from '../../lib/use-features';
import { useGuardedNavigation } from '../../lib/use-guarded-navigation';
import { useSignedIn } from '../../lib/use-session';
import { useSignOut } from '../../lib/use-sign-out';
import { categoryHref, enabledShortcuts, withHotFirst } from './menu-entries';

/** The side menu: game categories, flag-gated shortcuts, sign out for members, copyright. */
export function PlayerSideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { brandName } = useRuntimeConfig();
  const session = useSignedIn();
  const features = useFeatures();
  const { askSignOut, signOutDialog } = useSignOut();
  const guarded = useGuardedNavigation();
  const { data } = usePopularCategoriesQuery(undefined, { skip: !open });
  const categories = useMemo(
    () => withHotFirst((data ?? []).map((c) => ({ id: c.gameCategory, name: c.name }))),
    [data],
  );
  const shortcuts = enabledShortcuts(features);
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
        }))}
        activeCategoryId={search.get('category') ?? 'HOT'}
        onSelectCategory={(id) => go(categoryHref(id))}
        shortcuts={shortcuts.map((s) => ({ id: s.id, label: t(`menu.${s.id}`) }))}
        onSelectShortcut={(id) => {
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
