import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { MediaRef } from '@consulting/contracts';
import { ResponsiveImage } from '../src/index.ts';

const photo: MediaRef = {
  id: 'm1',
  kind: 'image',
  mime: 'image/jpeg',
  url: '/media/m1/original.jpg',
  width: 1000,
  height: 750,
  alt_ar: 'صورة الفريق',
  alt_en: 'The team',
  variants: [
    { url: '/media/m1/w320.webp', width: 320, height: 240, mime: 'image/webp' },
    { url: '/media/m1/w320.jpg', width: 320, height: 240, mime: 'image/jpeg' },
    { url: '/media/m1/w640.webp', width: 640, height: 480, mime: 'image/webp' },
    { url: '/media/m1/w640.jpg', width: 640, height: 480, mime: 'image/jpeg' },
  ],
};

describe('ResponsiveImage', () => {
  it('offers WebP variants first and the original format with the original as the widest', () => {
    const { container } = render(
      <ResponsiveImage media={photo} sizes="(min-width: 768px) 50vw, 100vw" language="en" />,
    );
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe('/media/m1/w320.webp 320w, /media/m1/w640.webp 640w');
    expect(source.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe('/media/m1/original.jpg');
    expect(img.getAttribute('srcset')).toBe(
      '/media/m1/w320.jpg 320w, /media/m1/w640.jpg 640w, /media/m1/original.jpg 1000w',
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 50vw, 100vw');
  });

  it('reserves the space: width and height attributes and the aspect ratio', () => {
    const { container } = render(<ResponsiveImage media={photo} sizes="100vw" language="en" />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('1000');
    expect(img.getAttribute('height')).toBe('750');
    expect(img.style.aspectRatio).toBe('1000 / 750');
  });

  it('takes the alt text of the page language', () => {
    const { container, rerender } = render(<ResponsiveImage media={photo} sizes="100vw" language="en" />);
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('The team');
    rerender(<ResponsiveImage media={photo} sizes="100vw" language="ar" />);
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('صورة الفريق');
  });

  it('is lazy by default and eager with high fetch priority when it is the priority image', () => {
    const { container, rerender } = render(
      <ResponsiveImage media={photo} sizes="100vw" language="en" className="card-photo" />,
    );
    let img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    expect(img.classList.contains('card-photo')).toBe(true);
    rerender(<ResponsiveImage media={photo} sizes="100vw" language="en" priority />);
    img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('renders on the server with the same attributes (prerender)', () => {
    const html = renderToString(<ResponsiveImage media={photo} sizes="100vw" language="ar" priority />);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.querySelector('picture > source')!.getAttribute('srcset')).toBe(
      '/media/m1/w320.webp 320w, /media/m1/w640.webp 640w',
    );
    const img = page.querySelector('picture > img')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('width')).toBe('1000');
    expect(img.getAttribute('alt')).toBe('صورة الفريق');
  });

  it('has no WebP source when there are no WebP variants, and renders nothing for a PDF', () => {
    const small = { ...photo, width: 200, height: 100, variants: [] };
    const { container } = render(<ResponsiveImage media={small} sizes="100vw" language="en" />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('srcset')).toBe('/media/m1/original.jpg 200w');
    const pdf: MediaRef = { ...photo, kind: 'pdf', mime: 'application/pdf', width: 0, height: 0, variants: [] };
    const other = render(<ResponsiveImage media={pdf} sizes="100vw" language="en" />);
    expect(other.container.innerHTML).toBe('');
  });
});
