import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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

describe('Carousel', () => {
  it('shows one slide as it is: no Swiper, no autoplay, no controls', async () => {
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={slides(1)} />);
    expect(container.querySelector('.swiper')).toBeNull();
    expect(screen.getByRole('link', { name: 'Banner 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders nothing without slides', async () => {
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loops and autoplays every 5000 ms with a 500 ms transition when there is more than one slide', async () => {
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={slides(3)} />);
    const swiper = swiperOf(container);
    expect(swiper.params.loop).toBe(true);
    expect(swiper.params.speed).toBe(500);
    expect(swiper.params.autoplay).toMatchObject({ delay: 5000 });
    expect(swiper.autoplay.running).toBe(true);
    expect(screen.getByRole('region', { name: 'Promotions' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
  });

  it('pauses and plays again with the pause control', async () => {
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={slides(2)} />);
    const swiper = swiperOf(container);
    await userEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    expect(swiper.autoplay.running).toBe(false);
    expect(swiper.wrapperEl).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    expect(swiper.autoplay.running).toBe(true);
    expect(swiper.wrapperEl).toHaveAttribute('aria-live', 'off');
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
    expect(swiperOf(container).autoplay.running).toBe(false);
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toHaveFocus();
  });

  it('does not start under reduced motion, and offers to play', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { container } = await renderWithI18n(<Carousel label="Promotions" slides={slides(2)} />);
    expect(swiperOf(container).autoplay.running).toBe(false);
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeInTheDocument();
  });
});
