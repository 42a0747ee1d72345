import { CONSTANTS } from '@wps-mobile/config';
import { classNames } from '../internal/class-names';
import type { CarouselSlide } from './carousel-slide';
import { RotatingCarousel } from './rotating-carousel';
import './carousel.css';

export type { CarouselSlide } from './carousel-slide';

export interface CarouselProps {
  slides: CarouselSlide[];
  /** Names the carousel for screen readers ("Promotions", "Hot matches"). */
  label: string;
  /** `vertical` for the hot-match banner; give it a `height`. */
  direction?: 'horizontal' | 'vertical';
  /** Block size of the slides (CSS length or pixels); needed by a vertical carousel. */
  height?: number | string;
  autoplayMs?: number;
  transitionMs?: number;
  className?: string;
}

/**
 * A carousel on Swiper. With more than one slide it loops and plays every 5000 ms (500 ms transition), with a
 * pause control and previous and next buttons as the alternative to swiping; rotation stops when focus
 * enters it and does not start under reduced motion. One slide is shown as it is, with no Swiper at all.
 */
export function Carousel({
  slides,
  label,
  direction = 'horizontal',
  height,
  autoplayMs = CONSTANTS.carousel.autoplayMs,
  transitionMs = CONSTANTS.carousel.transitionMs,
  className,
}: CarouselProps) {
  if (slides.length === 0) return null;
  const rootClass = classNames('wps-carousel', `wps-carousel--${direction}`, className);
  const slideSize = typeof height === 'number' ? `${height}px` : height;

  if (slides.length === 1) {
    return (
      <section className={rootClass} aria-label={label}>
        <div className="wps-carousel__static" style={{ blockSize: slideSize }}>
          {slides[0]?.content}
        </div>
      </section>
    );
  }
  return (
    <RotatingCarousel
      className={rootClass}
      slides={slides}
      label={label}
      direction={direction}
      slideSize={slideSize}
      autoplayMs={autoplayMs}
      transitionMs={transitionMs}
    />
  );
}
