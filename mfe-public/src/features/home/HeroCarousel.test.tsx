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

  it('stops and starts rotation with its button (WCAG 2.2.2), announcing slides only while stopped', () => {
    const stop = screen.getByRole('button', { name: 'Stop slide rotation' });
    const live = screen.getAllByTestId('hero-slide')[0].parentElement as HTMLElement;
    expect(live.getAttribute('aria-live')).toBe('off');
    fireEvent.click(stop);
    expect(live.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 3));
    expect(activeIndex()).toBe(0);
    // The dots still move by hand while stopped.
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(activeIndex()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Start slide rotation' }));
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeIndex()).toBe(3);
  });

  it('does not rotate while the pointer is over it or focus is inside it', () => {
    const hero = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.pointerEnter(hero);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(activeIndex()).toBe(0);
    fireEvent.pointerLeave(hero);
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeIndex()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Go to slide 1' }).focus());
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2));
    expect(activeIndex()).toBe(1);
    act(() => screen.getByRole('button', { name: 'Go to slide 1' }).blur());
    act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS));
    expect(activeIndex()).toBe(2);
  });
});

describe('HeroCarousel for a visitor who asked for reduced motion', () => {
  it('starts stopped, with the button to start it', () => {
    vi.useFakeTimers();
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    try {
      useLanguage.getState().setLanguage('en');
      render(
        <MemoryRouter>
          <HeroCarousel />
        </MemoryRouter>,
      );
      expect(screen.getByRole('button', { name: 'Start slide rotation' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(HERO_INTERVAL_MS * 2));
      expect(activeIndex()).toBe(0);
    } finally {
      matchMedia.mockRestore();
      vi.useRealTimers();
    }
  });
});
