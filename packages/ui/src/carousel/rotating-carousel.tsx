import { useEffect, useRef, useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useTranslation } from '@wps-mobile/i18n';
import { usePrefersReducedMotion } from '../internal/use-prefers-reduced-motion';
import { CarouselControls } from './carousel-controls';
import { useAutoplay } from './use-autoplay';
import type { CarouselSlide } from './carousel-slide';
import 'swiper/css';

interface RotatingCarouselProps {
  className: string;
  slides: CarouselSlide[];
  label: string;
  direction: 'horizontal' | 'vertical';
  slideSize: string | undefined;
  autoplayMs: number;
  transitionMs: number;
}

/**
 * The looping, autoplaying carousel of two or more slides (Carousel decides when it is needed).
 *
 * It opens on its first slide drawn as it is, and starts Swiper only when the first move is due (after the
 * autoplay delay), or when the user touches it or asks for another slide: setting Swiper up measures and lays
 * out the page, a long task on a cheap phone, and on a page that is still loading that task would hold up
 * everything else. The first slide looks the same before and after.
 */
export function RotatingCarousel({
  className,
  slides,
  label,
  direction,
  slideSize,
  autoplayMs,
  transitionMs,
}: RotatingCarouselProps) {
  const { t, i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  // null until the user chooses; until then reduced motion decides whether it plays.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const paused = userPaused ?? reducedMotion;
  const [pointerInside, setPointerInside] = useState(false);
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [index, setIndex] = useState(0);
  const [started, setStarted] = useState(false);
  // The move asked for before Swiper was up: made as soon as it is.
  const pendingMove = useRef<'next' | 'previous' | undefined>(undefined);
  const dir = i18n.dir();
  const start = (move?: 'next' | 'previous') => {
    pendingMove.current = move;
    setStarted(true);
  };
  const playing = useAutoplay(swiper, root, autoplayMs, paused || pointerInside, () => start('next'));

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    const move = pendingMove.current;
    pendingMove.current = undefined;
    if (move === 'next') swiper.slideNext();
    if (move === 'previous') swiper.slidePrev();
  }, [swiper]);

  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    // Screen readers hear a new slide only when the user moves it, not every five seconds.
    swiper.wrapperEl.setAttribute('aria-live', paused ? 'polite' : 'off');
  }, [swiper, paused]);

  return (
    <section
      ref={setRoot}
      className={className}
      aria-roledescription={t('ui.carousel')}
      aria-label={label}
      // Whether the slides are moving by themselves now (not paused, on screen, page shown).
      data-playing={playing}
      // A mouse resting on a slide holds it, so its text can be read; touch has no hover and never pauses here.
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setPointerInside(true);
      }}
      onPointerLeave={() => setPointerInside(false)}
      // A finger on the first slide may be the start of a swipe: Swiper is there for the next one.
      onPointerDown={() => {
        if (!started) start();
      }}
      // APG carousel pattern: keyboard focus inside stops the rotation until the user starts it again. A tap
      // also focuses, but must not turn the pause button's own click into "play".
      onFocus={(event) => {
        if (isKeyboardFocus(event.target)) setUserPaused(true);
      }}
    >
      {/* First in the tab order, as the APG carousel pattern asks: the rotation control comes before the slides. */}
      <CarouselControls
        index={index}
        count={slides.length}
        paused={paused}
        onTogglePause={() => setUserPaused(!paused)}
        onPrevious={() => (swiper ? swiper.slidePrev() : start('previous'))}
        onNext={() => (swiper ? swiper.slideNext() : start('next'))}
      />
      {started ? (
        <Swiper
          // Swiper reads the direction once, when it starts: a language switch builds a new one.
          key={dir}
          dir={dir}
          direction={direction}
          style={{ blockSize: slideSize }}
          loop
          speed={reducedMotion ? 0 : transitionMs}
          onSwiper={setSwiper}
          onRealIndexChange={(instance) => setIndex(instance.realIndex)}
        >
          {slides.map((slide, slideIndex) => (
            <SwiperSlide
              key={slide.id}
              role="group"
              aria-roledescription={t('ui.slide')}
              aria-label={t('ui.slideOf', { index: slideIndex + 1, count: slides.length })}
              // Slides out of view leave the tab order and the accessibility tree; the buttons reach them.
              inert={slideIndex !== index}
            >
              {slide.content}
            </SwiperSlide>
          ))}
        </Swiper>
      ) : (
        <div className="wps-carousel__static" style={{ blockSize: slideSize }}>
          <div
            className="wps-carousel__slide"
            role="group"
            aria-roledescription={t('ui.slide')}
            aria-label={t('ui.slideOf', { index: 1, count: slides.length })}
          >
            {slides[0]?.content}
          </div>
        </div>
      )}
    </section>
  );
}

function isKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // Browsers without :focus-visible: treat every focus as the keyboard's, the safer side for rotation.
    return true;
  }
}
