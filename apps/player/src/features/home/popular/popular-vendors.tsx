import type { GameCategory } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { AppLink } from '@wps-mobile/app-shell';
import type { PopularCategory } from '../popular-categories';
import { vendorHref } from '../../../lib/games/game-targets';

export interface PopularVendorsProps {
  category: GameCategory;
  vendors: PopularCategory['vendors'];
  /** Vendors of the ELOTT category, which decide the lottery prize mode. */
  elottVendors: readonly string[];
}

/** SPORTS, ESPORTS, COCKFIGHT and the lotteries: one tile per vendor, opening that vendor's games. */
export function PopularVendors({ category, vendors, elottVendors }: PopularVendorsProps) {
  const { t } = useTranslation();
  if (vendors.length === 0) return <NoData />;
  return (
    <ul className="popular-vendors" aria-label={t('home.vendors')}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <AppLink className="popular-vendor" href={vendorHref(category, vendor.vassalage, elottVendors)}>
            {/* Empty alt: the vendor name beside the logo names the link. */}
            <img src={vendor.mobileSmallIcon} alt="" width={64} height={64} loading="lazy" />
            <span>{vendor.accountTypeName || vendor.vassalage}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
