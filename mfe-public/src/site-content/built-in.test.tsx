import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DEFAULT_SITE_CONTENT } from '@consulting/contracts';
import { setSiteContent } from '@consulting/platform';
import { useSiteContentPart } from './built-in.ts';

afterEach(() => {
  cleanup();
  setSiteContent(null);
});

function Team() {
  return (
    <p>
      {useSiteContentPart('team')
        .map((member) => member.name_en)
        .join(', ')}
    </p>
  );
}

describe('built-in site content, loaded on demand', () => {
  it('loads a built-in list on the first call only, the same value as DEFAULT_SITE_CONTENT', async () => {
    vi.resetModules();
    const { builtInSiteContent } = await import('./built-in.ts');
    const first = builtInSiteContent('goals');
    expect(builtInSiteContent('goals')).toBe(first);
    expect(await first).toEqual(DEFAULT_SITE_CONTENT.goals);
    // Settled the way React's `use` reads it, so a later render does not suspend again.
    expect(first).toMatchObject({ status: 'fulfilled', value: DEFAULT_SITE_CONTENT.goals });
  });

  it('without a snapshot, a page shows the built-in list (loaded by the test setup)', () => {
    render(<Team />);
    expect(screen.getByText(DEFAULT_SITE_CONTENT.team.map((member) => member.name_en).join(', '))).toBeTruthy();
  });

  it("with a snapshot, a page shows the editors' list", () => {
    setSiteContent({ ...DEFAULT_SITE_CONTENT, version: '1', team: [] });
    render(<Team />);
    expect(screen.getByRole('paragraph').textContent).toBe('');
  });
});
