import { memo, type ReactNode } from 'react';

/** A list's render function, as the lists hand it to `RenderedItem` whatever their item type. */
export type RenderItem = (item: unknown, index: number) => ReactNode;

/**
 * One item of a list drawn by the list's render function, drawn again only when the item, its index or the
 * function changes: a list that moves its items (a windowed list scrolling, a ticker stepping) leaves the ones it
 * keeps as they are. A list whose items change place at every step gives no index.
 */
export const RenderedItem = memo(function RenderedItem({
  item,
  index = 0,
  renderItem,
}: {
  item: unknown;
  index?: number;
  renderItem: RenderItem;
}) {
  return renderItem(item, index);
});
