import { useRef, type CSSProperties } from 'react';
import { useTranslation } from '@wps-mobile/i18n';
import { IconButton } from '../icon-button/icon-button';
import { IconBack } from '../icons/icons';
import { IconNext } from '../icons/control-icons';
import { classNames } from '../internal/class-names';
import { isRtlElement } from '../internal/focusable';
import { usePrefersReducedMotion } from '../internal/use-prefers-reduced-motion';
import { usePressable } from '../touch-feedback/use-pressable';
import './vendor-strip.css';

export interface Vendor {
  /** Vendor code (vassalage): "JL", "TCG", ... */
  id: string;
  name: string;
  logoSrc?: string;
  /** The logo at other widths (`<img srcset>`), with `logoSizes`, so a phone downloads the width it draws. */
  logoSrcSet?: string;
  /** How wide the strip draws the logo (`<img sizes>`); used with `logoSrcSet`. */
  logoSizes?: string;
}

export interface VendorStripProps {
  /** The app leaves out ESPORTS and COCKFIGHT vendors (spec). */
  vendors: Vendor[];
  /** Chosen vendor, or null for "All". */
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** Vendors per group: one swipe or one button press moves a whole group (spec: 4). */
  perGroup?: number;
}

interface VendorButtonProps {
  readonly name: string;
  /** The vendor's logo, if any (`src`, and `srcSet`/`sizes` when offered at other widths). */
  readonly logo: Pick<Vendor, 'logoSrc' | 'logoSrcSet' | 'logoSizes'> | null;
  readonly selected: boolean;
  readonly onSelect: () => void;
}

/** One vendor (or "All"), pressed with the platform's touch timings, so a swipe through the strip never flashes it. */
function VendorButton({ name, logo, selected, onSelect }: VendorButtonProps) {
  const pressable = usePressable('wps-vendor-strip__vendor');
  return (
    <button
      type="button"
      {...pressable}
      className={classNames(pressable.className, selected && 'wps-vendor-strip__vendor--selected')}
      aria-pressed={selected}
      onClick={onSelect}
    >
      {logo?.logoSrc && (
        <img
          {...(logo.logoSrcSet ? { srcSet: logo.logoSrcSet, sizes: logo.logoSizes } : {})}
          src={logo.logoSrc}
          alt=""
          width={48}
          height={24}
          loading="lazy"
        />
      )}
      <span
        className="wps-vendor-strip__name"
        // A vendor's name comes from the server, so it may be cut: its title then holds it whole.
        {...(logo ? { title: name } : {})}
      >
        {name}
      </span>
    </button>
  );
}

/**
 * The vendor chooser of a game list: "All" and the vendor logos in groups of four that scroll sideways
 * by swiping (native scroll snapping) or with the previous and next buttons.
 */
export function VendorStrip({ vendors, selectedId, onSelect, perGroup = 4 }: VendorStripProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const entries: Array<Vendor | null> = [null, ...vendors];
  const grouped = vendors.length > 1;

  function scrollByGroup(direction: 1 | -1) {
    const list = listRef.current;
    if (!list) return;
    // Scroll offsets grow to the left in right-to-left layouts.
    const sign = isRtlElement(list) ? -1 : 1;
    list.scrollBy({ left: sign * direction * list.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  return (
    <div className="wps-vendor-strip" style={{ '--wps-vendor-per-group': perGroup } as CSSProperties}>
      {grouped && (
        <IconButton label={t('ui.vendorsPrevious')} onClick={() => scrollByGroup(-1)}>
          <IconBack size={20} />
        </IconButton>
      )}
      <ul ref={listRef} className="wps-vendor-strip__list" aria-label={t('ui.vendors')}>
        {entries.map((vendor, index) => {
          const id = vendor?.id ?? null;
          const selected = id === selectedId;
          return (
            <li
              key={id ?? '*'}
              className={classNames(
                'wps-vendor-strip__item',
                index % perGroup === 0 && 'wps-vendor-strip__item--group',
              )}
            >
              <VendorButton
                name={vendor ? vendor.name : t('ui.filterAll')}
                logo={vendor}
                selected={selected}
                onSelect={() => onSelect(id)}
              />
            </li>
          );
        })}
      </ul>
      {grouped && (
        <IconButton label={t('ui.vendorsNext')} onClick={() => scrollByGroup(1)}>
          <IconNext size={20} />
        </IconButton>
      )}
    </div>
  );
}
