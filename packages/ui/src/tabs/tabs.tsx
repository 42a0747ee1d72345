import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from '../badge/badge';
import { isRtlElement } from '../internal/focusable';
import { classNames } from '../internal/class-names';
import './tabs.css';

export interface TabItem {
  id: string;
  label: string;
  /** Count shown beside the label when above 0. */
  badge?: number;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  activeId: string;
  onChange: (id: string) => void;
  /** Names the tab list for screen readers ("Login method"). */
  label: string;
  /**
   * `auto` selects a tab as the arrow keys reach it; `manual` only moves focus and Enter or Space selects,
   * which suits tabs whose content is loaded from the network (game lists).
   */
  activation?: 'auto' | 'manual';
  /** Content of the active tab, rendered in the tab panel. */
  children?: ReactNode;
}

/** A row of tabs with one tab stop (roving tabindex): arrow keys move along it, mirrored in right-to-left. */
export function Tabs({ tabs, activeId, onChange, label, activation = 'auto', children }: TabsProps) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;
  const enabled = tabs.filter((tab) => !tab.disabled);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = enabled.findIndex((tab) => tabId(tab.id) === (event.target as HTMLElement).id);
    if (current < 0) return;
    // In right-to-left layouts the next tab is to the left, so the arrows swap.
    const forward = isRtlElement(listRef.current) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const moves: Record<string, number> = {
      [forward]: (current + 1) % enabled.length,
      [backward]: (current - 1 + enabled.length) % enabled.length,
      Home: 0,
      End: enabled.length - 1,
    };
    const next = enabled[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    document.getElementById(tabId(next.id))?.focus();
    if (activation === 'auto') onChange(next.id);
  }

  return (
    <div className="wps-tabs">
      <div ref={listRef} role="tablist" aria-label={label} className="wps-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === activeId;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className={classNames('wps-tabs__tab', selected && 'wps-tabs__tab--selected')}
              aria-selected={selected}
              aria-controls={selected && children !== undefined ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => onChange(tab.id)}
            >
              <span className="wps-tabs__label">{tab.label}</span>
              {tab.badge !== undefined && tab.badge > 0 && <Badge count={tab.badge} />}
            </button>
          );
        })}
      </div>
      {children !== undefined && (
        <div
          id={panelId}
          role="tabpanel"
          className="wps-tabs__panel"
          aria-labelledby={tabId(activeId)}
          tabIndex={0}
        >
          {children}
        </div>
      )}
    </div>
  );
}
