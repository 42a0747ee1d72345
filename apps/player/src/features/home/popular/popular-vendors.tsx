import type { GameCategory } from '@wps-mobile/api-client/contract';
import { useTranslation } from '@wps-mobile/i18n';
import { NoData } from '@wps-mobile/ui';
import { AppLink, useServerPicture } from '@wps-mobile/app-shell';
import { VENDOR_TILE_LOGO_SIZES } from '../../../lib/images/picture-sizes';
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
            <VendorLogo url={vendor.mobileSmallIcon} />
            <span>{vendor.accountTypeName || vendor.vassalage}</span>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function VendorLogo({ url }: { url: string }) {
  const logo = useServerPicture(url, VENDOR_TILE_LOGO_SIZES);
  // Empty alt: the vendor name beside the logo names the link.
  return <img {...logo} alt="" width={64} height={64} loading="lazy" />;
}
