import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { TRACK_SLUGS } from '@consulting/contracts';
import { loadAllTrackContent } from '../track-content/index.ts';
import { Icon, iconLabel, type IconName } from './Icon.tsx';

/** The sprite's symbols: id → viewBox and path data (src/icons/track-icons.svg). */
function spriteSymbols(): Map<string, { viewBox: string; paths: string[]; fillRule: string | null }> {
  const svg = new DOMParser().parseFromString(
    readFileSync(path.join(import.meta.dirname, 'track-icons.svg'), 'utf8'),
    'image/svg+xml',
  );
  return new Map(
    [...svg.querySelectorAll('symbol')].map((symbol) => [
      symbol.id,
      {
        viewBox: symbol.getAttribute('viewBox')!,
        paths: [...symbol.querySelectorAll('path')].map((path) => path.getAttribute('d')!),
        fillRule: symbol.querySelector('path')!.getAttribute('fill-rule'),
      },
    ]),
  );
}

describe('Icon (antd icons without @ant-design/icons; a sprite)', () => {
  it("draws antd's markup: a labelled img span around a 1em svg in currentColor, hidden from the accessibility tree", () => {
    render(<Icon icon="RocketOutlined" style={{ fontSize: 32, color: 'rgb(250, 140, 22)' }} className="extra" />);
    const span = screen.getByRole('img', { name: 'rocket' });
    expect(span.className).toBe('anticon anticon-rocket extra');
    expect(span.style.fontSize).toBe('32px');
    expect(span.style.color).toBe('rgb(250, 140, 22)');
    const svg = span.querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('1em');
    expect(svg.getAttribute('height')).toBe('1em');
    expect(svg.getAttribute('fill')).toBe('currentColor');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('data-icon')).toBe('rocket');
    // The shape is the sprite's symbol, by URL (a hashed image in the build).
    expect(svg.querySelector('use')!.getAttribute('href')).toMatch(/track-icons(\.[0-9a-f]+)?\.svg#RocketOutlined$/);
  });

  it('leaves the sprite to after the first paint in a prerender: the reference is data-href, the box 1em', () => {
    vi.stubGlobal('document', undefined);
    let html: string;
    try {
      html = renderToStaticMarkup(<Icon icon="RocketOutlined" />);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(html).toMatch(/<use data-href="[^"]*track-icons(\.[0-9a-f]+)?\.svg#RocketOutlined"><\/use>/);
    expect(html).not.toMatch(/<use href=/);
    expect(html).toContain('width="1em" height="1em"');
  });

  it('labels an icon with antd’s name, filled or outlined alike', () => {
    expect(iconLabel('CheckCircleFilled')).toBe('check-circle');
    expect(iconLabel('UsergroupAddOutlined')).toBe('usergroup-add');
    expect(iconLabel('FilePdfOutlined')).toBe('file-pdf');
  });

  it("keeps an icon's own viewBox and fill rule in the sprite", () => {
    const symbols = spriteSymbols();
    expect(symbols.get('RocketOutlined')!.viewBox).toBe('64 64 896 896');
    expect(symbols.get('CoffeeOutlined')!.viewBox).toBe('0 0 1024 1024');
    expect(symbols.get('CloseOutlined')!.fillRule).toBe('evenodd');
  });

  it('finds every icon of every track page, in both languages, in the sprite with path data', async () => {
    const symbols = spriteSymbols();
    for (const language of ['ar', 'en'] as const) {
      const content = await loadAllTrackContent(language);
      for (const slug of TRACK_SLUGS) {
        const track = content[slug];
        const icons: IconName[] = [
          track.icon,
          ...track.sectors.map((s) => s.icon),
          ...track.whyChooseUs.map((i) => i.icon),
          ...(track.services ?? []).map((i) => i.icon),
          ...(track.processSteps ?? []).map((i) => i.icon),
          ...(track.eventTypes ?? []).map((i) => i.icon),
          ...(track.extras?.methodology ?? []).map((i) => i.icon),
        ];
        for (const icon of icons) {
          const symbol = symbols.get(icon);
          expect(symbol, `${slug} ${icon}`).toBeDefined();
          expect(symbol!.paths.length, `${slug} ${icon}`).toBeGreaterThan(0);
          for (const d of symbol!.paths) expect(d, `${slug} ${icon}`).toMatch(/^M[\d .,a-zA-Z-]+$/);
        }
      }
    }
  });
});
