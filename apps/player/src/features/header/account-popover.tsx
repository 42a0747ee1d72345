import { useTranslation } from '@wps-mobile/i18n';
import { IconUser } from '@wps-mobile/ui';
import { lazy, useId, useState } from 'react';
import { LazyPart } from '@wps-mobile/app-shell';
import type { AccountPopoverProps } from './account-panel';

const loadPanel = () => import('./account-panel');
const AccountPanel = lazy(loadPanel);

/**
 * The header popover: deposit, withdraw, refresh and hide balance, sign out, licence and copyright. Its entries load
 * when the toggle is first pressed (the press starts the download before the click opens it).
 */
export function AccountPopover({ member }: AccountPopoverProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const close = () => setOpen(false);
  return (
    <div className="app-popover" onKeyDown={(e) => e.key === 'Escape' && close()}>
      <button
        type="button"
        className="app-popover__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={() => void loadPanel()}
        onClick={() => setOpen(!open)}
      >
        {/* An icon, not the words: on a narrow phone the words squeezed the brand name down to a few letters. */}
        <IconUser />
        <span className="wps-visually-hidden">{t('header.accountMenu')}</span>
      </button>
      <div id={panelId} className="app-popover__panel" hidden={!open}>
        {open && (
          <LazyPart>
            <AccountPanel {...(member ? { member } : {})} onClose={close} />
          </LazyPart>
        )}
      </div>
    </div>
  );
}
