import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Swiper as SwiperInstance } from 'swiper';
import { renderWithI18n } from '../test/render-with-i18n';
import { Carousel, type CarouselSlide } from './carousel';

function slides(count: number): CarouselSlide[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index),
    content: <a href={`#banner-${index}`}>Banner {index + 1}</a>,
  }));
}

function swiperOf(container: HTMLElement): SwiperInstance {
  const element = container.querySelector('.swiper') as (HTMLElement & { swiper?: SwiperInstance }) | null;
  if (!element?.swiper) throw new Error('no Swiper in the carousel');
  return element.swiper;
}

/** The label of the slide that is shown (the others are inert). */
function currentSlide(): string | null {
  const shown = document.querySelectorAll('[role="group"]:not([inert])');
  expect(shown).toHaveLength(1);
  return shown[0]?.getAttribute('aria-label') ?? null;
}

describe('Carousel', () => {
  it('shows one slide as it is: no Swiper, no autoplay, no controls', async () => {
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={slides(1)} />);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(screen.getByRole('link', { name: 'Banner 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('draws the first slide as it is until the first move is due or the user touches it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={slides(3)} />);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(currentSlide()).toBe('1 of 3');
    expect(screen.getByRole('link', { name: 'Banner 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Banner 2' })).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(3000));
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Banner 1' }));
    // Swiper is up for the swipe, still on the first slide; the rotation keeps its time.
    expect(swiperOf(container).realIndex).toBe(0);
    expect(currentSlide()).toBe('1 of 3');
    act(() => void vi.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('2 of 3');
    vi.useRealTimers();
  });

  it('renders nothing without slides', async () => {
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loops and moves to the next slide every 5000 ms with a 500 ms transition', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={slides(3)} />);
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    act(() => void vi.advanceTimersByTime(4999));
    expect(currentSlide()).toBe('1 of 3');
    act(() => void vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('2 of 3');
    const swiper = swiperOf(container);
    expect(swiper.params.loop).toBe(true);
    expect(swiper.params.speed).toBe(500);
    act(() => void vi.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('3 of 3');
    vi.useRealTimers();
  });

  it('pauses and plays again with the pause control', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={slides(3)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    act(() => void vi.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('2 of 3');
    const swiper = swiperOf(container);
    expect(swiper.wrapperEl).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    expect(swiper.wrapperEl).toHaveAttribute('aria-live', 'polite');
    act(() => void vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toBe('2 of 3');
    vi.useRealTimers();
  });

  it('gives a slide the user moved to its full time before moving on', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithI18n(<Carousel label="Promotions" slides={slides(3)} />);
    act(() => void vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe('2 of 3');
    act(() => void vi.advanceTimersByTime(4999));
    expect(currentSlide()).toBe('2 of 3');
    act(() => void vi.advanceTimersByTime(1));
    expect(currentSlide()).toBe('3 of 3');
    vi.useRealTimers();
  });

  it('holds the slide while a mouse rests on it, but not after a touch', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithI18n(<Carousel label="Promotions" slides={slides(3)} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    fireEvent.pointerEnter(region, { pointerType: 'touch' });
    act(() => void vi.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('2 of 3');
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toBe('2 of 3');
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    act(() => void vi.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('3 of 3');
    vi.useRealTimers();
  });

  it('rests while it is scrolled out of view and moves on once it is back', async () => {
    let report: (visible: boolean) => void = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = (visible) => callback([{ isIntersecting: visible }]);
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithI18n(<Carousel label="Promotions" slides={slides(3)} />);
    act(() => report(false));
    act(() => void vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toBe('1 of 3');
    act(() => report(true));
    act(() => void vi.advanceTimersByTime(5000));
    expect(currentSlide()).toBe('2 of 3');
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('moves with the previous and next buttons and keeps only the shown slide reachable', async () => {
    await renderWithI18n(<Carousel label="Promotions" slides={slides(3)} />);
    expect(screen.getByRole('group', { name: '1 of 3' })).not.toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const second = screen.getByRole('group', { name: '2 of 3' });
    expect(second).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '1 of 3', hidden: true })).toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('group', { name: '1 of 3' })).not.toHaveAttribute('inert');
  });

  it('stops rotating when keyboard focus enters it', async () => {
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={slides(2)} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toHaveFocus();
    await userEvent.keyboard('{Tab}{Tab}{Enter}');
    expect(screen.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    expect(currentSlide()).toBe('2 of 2');
    expect(swiperOf(container).wrapperEl).toHaveAttribute('aria-live', 'polite');
  });

  it('does not start under reduced motion, and offers to play', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithI18n(<Carousel label="Promotions" slides={slides(2)} />);
    act(() => void vi.advanceTimersByTime(20_000));
    expect(currentSlide()).toBe('1 of 2');
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeInTheDocument();
    vi.useRealTimers();
  });
});
