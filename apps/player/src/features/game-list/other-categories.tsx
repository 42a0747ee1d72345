import type { GameCategory } from '@wps-mobile/api-client';
import { useTranslation } from '@wps-mobile/i18n';
import { AppLink } from '@wps-mobile/app-shell';

/** The other categories as a row of links (LOTT to the lottery list). */
export function OtherCategories({ links }: { links: readonly { id: GameCategory; href: string }[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <nav className="game-list__categories" aria-label={t('games.otherCategories')}>
      <ul>
        {links.map((link) => (
          <li key={link.id}>
            <AppLink className="game-list__chip" href={link.href}>
              {t(`categories.${link.id}`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
