import { IconGamepad } from '@wps-mobile/ui';
import { useState } from 'react';

/**
 * A category's icon from the server (`iconUrl`), drawn beside its name; a category without one, or whose
 * picture fails to load, gets the kit's game icon (the one the agent grid falls back to too), so the names stay
 * lined up and no entry reads as the menu button.
 */
export function CategoryIcon({ src }: { readonly src: string | undefined }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <IconGamepad />;
  return (
    <img
      className="side-menu-category-icon"
      src={src}
      alt=""
      width={20}
      height={20}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
