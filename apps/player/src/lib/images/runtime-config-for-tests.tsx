import { RuntimeConfigContext } from '@wps-mobile/app-shell';
import { parseRuntimeConfig, type ImageResizing } from '@wps-mobile/config';
import { useMemo, type ReactNode } from 'react';

/** For unit tests of screens that draw server pictures: a merchant's config, with or without resizing. */
export function WithRuntimeConfig({
  children,
  imageResizing,
}: {
  children: ReactNode;
  imageResizing?: Partial<ImageResizing>;
}) {
  // One config for as long as the convention is the same, as the app's: memoised screens render only on change.
  const key = JSON.stringify(imageResizing ?? null);
  const config = useMemo(() => {
    const resizing = JSON.parse(key) as unknown;
    return parseRuntimeConfig({
      merchantCode: 'demo',
      trialMerchantCode: 'demo_trial',
      imageCDNs: [],
      defaultImageCDN: 'https://img.example',
      brandName: 'Demo',
      ...(resizing === null ? {} : { imageResizing: resizing }),
    });
  }, [key]);
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}
