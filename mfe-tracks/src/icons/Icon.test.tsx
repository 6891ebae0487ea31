import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TRACK_SLUGS } from '@consulting/contracts';
import { loadAllTrackContent } from '../track-content/index.ts';
import { Icon } from './Icon.tsx';
import { CloseOutlined } from './svg/CloseOutlined.ts';
import { CoffeeOutlined } from './svg/CoffeeOutlined.ts';
import { RocketOutlined } from './svg/RocketOutlined.ts';

describe('Icon (antd icons without @ant-design/icons, issue 6)', () => {
  it("draws antd's markup: a labelled img span around a 1em svg in currentColor, hidden from the accessibility tree", () => {
    render(<Icon icon={RocketOutlined} style={{ fontSize: 32, color: 'rgb(250, 140, 22)' }} className="extra" />);
    const span = screen.getByRole('img', { name: 'rocket' });
    expect(span.className).toBe('anticon anticon-rocket extra');
    expect(span.style.fontSize).toBe('32px');
    expect(span.style.color).toBe('rgb(250, 140, 22)');
    const svg = span.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('64 64 896 896');
    expect(svg.getAttribute('width')).toBe('1em');
    expect(svg.getAttribute('height')).toBe('1em');
    expect(svg.getAttribute('fill')).toBe('currentColor');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.getAttribute('data-icon')).toBe('rocket');
    expect([...svg.querySelectorAll('path')].map((p) => p.getAttribute('d'))).toEqual(RocketOutlined.paths);
  });

  it("keeps an icon's own viewBox and fill rule", () => {
    render(
      <>
        <Icon icon={CoffeeOutlined} />
        <Icon icon={CloseOutlined} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'coffee' }).querySelector('svg')!.getAttribute('viewBox')).toBe(
      '0 0 1024 1024',
    );
    expect(screen.getByRole('img', { name: 'close' }).querySelector('svg')!.getAttribute('fill-rule')).toBe('evenodd');
  });

  it('gives every icon of every track a name and path data', async () => {
    const content = await loadAllTrackContent();
    for (const slug of TRACK_SLUGS) {
      const track = content[slug];
      const icons = [
        track.icon,
        ...track.sectors.map((s) => s.icon),
        ...track.whyChooseUs.map((i) => i.icon),
        ...(track.services ?? []).map((i) => i.icon),
        ...(track.processSteps ?? []).map((i) => i.icon),
        ...(track.eventTypes ?? []).map((i) => i.icon),
        ...(track.extras?.methodology ?? []).map((i) => i.icon),
      ];
      for (const icon of icons) {
        expect(icon.name, slug).toMatch(/^[a-z-]+$/);
        expect(icon.paths.length, `${slug} ${icon.name}`).toBeGreaterThan(0);
        for (const d of icon.paths) expect(d, `${slug} ${icon.name}`).toMatch(/^M[\d .,a-zA-Z-]+$/);
      }
    }
  });
});
