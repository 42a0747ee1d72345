import { routePath } from '@wps-mobile/config';
import { useTranslation } from '@wps-mobile/i18n';
import { Badge } from '@wps-mobile/ui';
import type { MouseEvent } from 'react';
import { PressableLink } from '@wps-mobile/app-shell';
import { QUICK_TILES, type EntryId, type MemberEntry } from './member-entries';
import { MemberIcon } from './member-icons';

export interface MemberLinksProps {
  readonly entries: readonly MemberEntry[];
  readonly template: 'new' | 'base';
  readonly signedIn: boolean;
  readonly unclaimed: number;
  readonly onLoginNeeded: () => void;
}

/** A guest's tap on a protected link opens the login pop-up instead of the page. */
function guard(signedIn: boolean, needsSession: boolean, onLoginNeeded: () => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn || !needsSession) return;
    event.preventDefault();
    onLoginNeeded();
  };
}

/** The four quick tiles: deposit, betting record, account record, security centre. */
export function QuickTiles({
  signedIn,
  onLoginNeeded,
}: Pick<MemberLinksProps, 'signedIn' | 'onLoginNeeded'>) {
  const { t } = useTranslation();
  return (
    <ul className="member-quick">
      {QUICK_TILES.map((tile) => (
        <li key={tile.id}>
          <PressableLink
            className="member-quick__tile"
            href={routePath(tile.route)}
            onClick={guard(signedIn, true, onLoginNeeded)}
          >
            <MemberIcon id={tile.id} />
            <span>{t(tile.label)}</span>
          </PressableLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The flag-gated entries: a list of rows in the base template, a grid of tiles in the new one. Agent paths are
 * full page loads (AppLink), the reward centre carries the unclaimed bubble.
 */
export function MemberLinks({ entries, template, signedIn, unclaimed, onLoginNeeded }: MemberLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={`member-links member-links--${template}`} data-template={template}>
      {entries.map((item) => (
        <li key={item.id}>
          <PressableLink
            className="member-links__item"
            href={routePath(item.route)}
            onClick={guard(signedIn, item.protected, onLoginNeeded)}
          >
            <MemberIcon id={item.id as EntryId | 'responsibleGaming'} />
            <span className="member-links__label">{t(item.label)}</span>
            {item.unclaimedBubble && (
              <Badge count={unclaimed} label={t('member.unclaimed', { count: unclaimed })} />
            )}
          </PressableLink>
        </li>
      ))}
    </ul>
  );
}
