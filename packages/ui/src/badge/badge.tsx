import { useTranslation } from '@wps-mobile/i18n';
import { classNames } from '../internal/class-names';
import './badge.css';

export interface BadgeProps {
  /** The number to show; nothing is rendered at 0 or below. */
  count: number;
  /** Above this the badge shows `max+` (99+ by default) so it keeps its size. */
  max?: number;
  /** What the count means for a screen reader ("3 unclaimed"); replaces the bare number. */
  label?: string;
  className?: string;
}

/** A small counter bubble (unclaimed promotions, unread messages). */
export function Badge({ count, max = 99, label, className }: BadgeProps) {
  const { t } = useTranslation();
  if (!Number.isFinite(count) || count <= 0) return null;

  const overflow = count > max;
  const visibleText = overflow ? `${max}+` : String(Math.floor(count));
  // "99+" read aloud is ambiguous, so an unlabelled overflowing badge says "More than 99" instead.
  const spokenText = label ?? (overflow ? t('ui.badgeOverflow', { max }) : undefined);

  return (
    <span className={classNames('wps-badge', className)}>
      <span aria-hidden={spokenText === undefined ? undefined : true}>{visibleText}</span>
      {spokenText !== undefined && <span className="wps-visually-hidden">{spokenText}</span>}
    </span>
  );
}
