import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_HERO_SLIDES, DEFAULT_SITE_CONTENT } from '@consulting/contracts';
import { setSiteContent, useLanguage } from '@consulting/platform';
import { HeroCarousel } from './HeroCarousel.tsx';
import { HERO_FADE_MS, HERO_INTERVAL_MS } from './hero-slides.ts';

function activeIndex(): number {
  return screen.getAllByTestId('hero-slide').findIndex((slide) => slide.classList.contains('is-active'));
}

describe('HeroCarousel (spec §2 "Home", §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useLanguage.getState().setLanguage('en');
    render(
      <MemoryRouter>
        <HeroCarousel />
      </MemoryRouter>,
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    setSiteContent(null);
  });

  it('has 5 slides, each with its call to action and a Contact Us link to /contact', () => {
    const slides = screen.getAllByTestId('hero-slide');
    expect(slides).toHaveLength(5);
    for (const slide of slides) {
      const hrefs = [...slide.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(hrefs).toHaveLength(2);
      expect(hrefs[1]).toBe('/contact');
      expect(slide.textContent).toContain('Contact Us');
      expect(slide.style.transitionDuration).toBe(`${HERO_FADE_MS}ms`);
    }
    expect(HERO_INTERVAL_MS).toBe(6000);
    expect(HERO_FADE_MS).toBe(300);
  });

  it('advances every 6000 ms and wraps around to the first slide', () => {
    expect(activeIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(activeIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(activeIndex()).toBe(1);
    for (let i = 0; i < 4; i += 1) act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeIndex()).toBe(0);
  });

  it('a dot jumps to its slide and restarts the timer', () => {
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(activeIndex()).toBe(3);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS - 1));
    expect(activeIndex()).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(activeIndex()).toBe(4);
  });

  it('keeps cycling over the slides an editor leaves, after a change arrives', () => {
    for (let i = 0; i < 4; i += 1) act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeIndex()).toBe(4);
    const [first, second] = DEFAULT_HERO_SLIDES;
    act(() => setSiteContent({ ...DEFAULT_SITE_CONTENT, version: 'v2', hero_slides: [first, second] }));
    expect(screen.getAllByTestId('hero-slide')).toHaveLength(2);
    expect(activeIndex()).toBe(0);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeIndex()).toBe(1);
  });
});
