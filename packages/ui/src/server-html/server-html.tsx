import { useMemo, type MouseEvent } from 'react';
import { sanitiseServerHtml, settleLinks } from './sanitise-server-html';
import './server-html.css';

export interface ServerHtmlProps {
  /** HTML exactly as the server sent it; the component cleans it (DOMPurify, strict allow-list). */
  html: string;
  /**
   * A link in the content was activated. The browser never follows it: the app decides where the href may go
   * (its one server-link function) and navigates, opens it apart, or refuses it.
   */
  onLink: (href: string) => void;
  /**
   * Decides each link's href before it is shown (the app's one server-link function): its answer replaces the
   * server's href, and a link it refuses (undefined) is shown as plain text, so a long press or "open in new
   * tab" cannot reach an address a tap would refuse.
   */
  linkHref?: (href: string) => string | undefined;
  className?: string;
}

function linkOf(event: MouseEvent<HTMLElement>): Element | null {
  return event.target instanceof Element ? event.target.closest('a[href]') : null;
}

/** The one place server HTML (announcements, help, promotions, messages, agreement) is rendered. */
export function ServerHtml({ html, onLink, linkHref, className }: ServerHtmlProps) {
  const clean = useMemo(() => {
    const safe = sanitiseServerHtml(html);
    return linkHref ? settleLinks(safe, linkHref) : safe;
  }, [html, linkHref]);

  function onClick(event: MouseEvent<HTMLDivElement>) {
    const link = linkOf(event);
    if (!link) return;
    event.preventDefault();
    onLink(link.getAttribute('href') ?? '');
  }

  // A middle click would open the raw href in a new tab; it goes through onClick's decision instead.
  function onAuxClick(event: MouseEvent<HTMLDivElement>) {
    if (linkOf(event)) event.preventDefault();
  }

  return (
    <div
      className={['wps-server-html', className].filter(Boolean).join(' ')}
      // Cleaned by sanitiseServerHtml just above; links are handed to onLink.
      dangerouslySetInnerHTML={{ __html: clean }}
      onClick={onClick}
      onAuxClick={onAuxClick}
    />
  );
}
