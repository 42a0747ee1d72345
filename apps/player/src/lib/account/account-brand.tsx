import { useRuntimeConfig } from '@wps-mobile/app-shell';
import { BrandMark } from '@wps-mobile/ui';

/** The merchant's mark above the login and register forms, so a player knows whose account this is. */
export function AccountBrand() {
  const config = useRuntimeConfig();
  return <BrandMark brandName={config.brandName} logoSrc={config.brandLogo} size="hero" />;
}
