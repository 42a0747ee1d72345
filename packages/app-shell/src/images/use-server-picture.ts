import type { PictureKind } from '@wps-mobile/config';
import { useMemo } from 'react';
import { useRuntimeConfig } from '../config/runtime-config';
import type { ResponsiveImage } from './responsive-image';
import { serverPicture } from './server-picture';

/** `serverPicture` with the merchant's runtime config: spread it on the `<img>` (`src`, `srcSet`, `sizes`). */
export function useServerPicture(url: string, sizes: string, kind: PictureKind = 'picture'): ResponsiveImage {
  const config = useRuntimeConfig();
  return useMemo(() => serverPicture(url, config, sizes, kind), [url, config, sizes, kind]);
}
