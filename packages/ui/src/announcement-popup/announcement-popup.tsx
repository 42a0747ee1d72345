import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconNext } from '../icons/control-icons';
import { IconBack, IconClose } from '../icons/icons';
import { ModalSurface } from '../internal/modal-surface';
import { ServerHtml } from '../server-html/server-html';
import './announcement-popup.css';

export interface Announcement {
  id: string;
  title: string;
  /** The announcement body as the server sent it; rendered through ServerHtml, which cleans it. */
  contentHtml: string;
}

export interface AnnouncementPopupProps {
  open: boolean;
  announcements: Announcement[];
  /** Called by the close button and Escape; the pop-up animates out once `open` turns false. */
  onClose: () => void;
  /**
   * A link inside the content was activated. The kit stops the browser from following it; the app goes
   * external for http(s) and routes the rest in-app, and never follows `javascript:` or `data:`.
   */
  onLinkClick: (href: string) => void;
  /** Decides each link's href before it is shown (see ServerHtml's `linkHref`). */
  linkHref?: (href: string) => string | undefined;
  /** Page shown first. */
  initialIndex?: number;
  /** Optional action under the content (e.g. "Go to reward centre"). */
  footer?: (announcement: Announcement) => ReactNode;
}

/**
 * The announcement pop-up: one announcement per page with previous and next buttons (previous is off on the
 * first page, next on the last, and there is no pager for a single one) and a close button.
 */
export function AnnouncementPopup({
  open,
  announcements,
  onClose,
  onLinkClick,
  linkHref,
  initialIndex = 0,
  footer,
}: AnnouncementPopupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [index, setIndex] = useState(initialIndex);
  const count = announcements.length;
  const page = Math.min(Math.max(index, 0), Math.max(count - 1, 0));
  const current = announcements[page];
  if (!current) return null;

  const atFirst = page === 0;
  const atLast = page === count - 1;
  return (
    <ModalSurface open={open} onClose={onClose} labelledBy={titleId} className="wps-announcement">
      <div className="wps-announcement__header">
        <h2 id={titleId} className="wps-announcement__title">
          {current.title}
        </h2>
        <IconButton label={t('common.close')} onClick={onClose}>
          <IconClose />
        </IconButton>
      </div>
      <ServerHtml
        // A new key per page starts the content at its top.
        key={current.id}
        className="wps-announcement__content"
        html={current.contentHtml}
        onLink={onLinkClick}
        {...(linkHref ? { linkHref } : {})}
      />
      {footer && <div className="wps-announcement__footer">{footer(current)}</div>}
      {count > 1 && (
        <div className="wps-announcement__pager">
          {/* aria-disabled, not disabled: the button keeps focus when the user reaches the end. */}
          <IconButton
            label={t('ui.announcementPrevious')}
            aria-disabled={atFirst || undefined}
            onClick={() => !atFirst && setIndex(page - 1)}
          >
            <IconBack />
          </IconButton>
          <span className="wps-announcement__page" aria-live="polite">
            {t('ui.announcementPage', { index: page + 1, count })}
          </span>
          <IconButton
            label={t('ui.announcementNext')}
            aria-disabled={atLast || undefined}
            onClick={() => !atLast && setIndex(page + 1)}
          >
            <IconNext />
          </IconButton>
        </div>
      )}
    </ModalSurface>
  );
}
