import type { CSSProperties } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** A number is CSS pixels; a string is any CSS length (default: the full width). */
  width?: number | string;
  /** A number is CSS pixels; a string is any CSS length (default: one line of text). */
  height?: number | string;
  /** Corner radius: a number is CSS pixels; use '50%' for a circle. */
  radius?: number | string;
}

function toLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A placeholder block with the shape of content still loading. It is hidden from assistive technology:
 * pair it with `aria-busy` on the region or a Spinner so screen reader users also learn that content is coming.
 */
export function Skeleton({ width, height, radius }: SkeletonProps) {
  const style: CSSProperties = {
    inlineSize: toLength(width),
    blockSize: toLength(height),
    borderRadius: toLength(radius),
  };
  return <span className="wps-skeleton" style={style} aria-hidden="true" />;
}
