import type { ReactNode } from 'react';

// The slide type lives apart from the carousel: both the carousel and the Swiper half it renders
// (rotating-carousel.tsx) name it, and neither should import the other for it.
export interface CarouselSlide {
  id: string;
  /** What the slide shows; a banner is usually a link or button wrapping an image with alt text. */
  content: ReactNode;
}
