import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TRACK_TITLES } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import routes from '../../routes.tsx';
import TRACK_PAGE_TEXTS_AR from './track-page-texts.ar.json' with { type: 'json' };
import TRACK_PAGE_TEXTS_EN from './track-page-texts.en.json' with { type: 'json' };

// Nothing is preloaded here: the page fetches its language's content and texts as a visitor's does.
describe('a track page downloads its language only', () => {
  it('shows the page in Arabic, then in English after the site language switches, without a reload', async () => {
    act(() => useLanguage.getState().setLanguage('ar'));
    const router = createMemoryRouter(routes, { initialEntries: ['/services/launch'] });
    render(<RouterProvider router={router} />);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(TRACK_TITLES.launch.ar);
    expect(screen.getByTestId('track-about').textContent).toContain(TRACK_PAGE_TEXTS_AR.page.about);
    expect(screen.getByTestId('track-about').textContent).toContain('من بناء الهوية');
    const page = screen.getByTestId('track-page');

    // The Arabic page stays up while the English chunks download (no spinner), then the same
    // page turns English.
    let spinner = false;
    const observer = new MutationObserver(() => {
      spinner ||= document.querySelector('.tracks-page-loading') !== null;
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    await act(async () => useLanguage.getState().setLanguage('en'));
    expect(await screen.findByText(TRACK_PAGE_TEXTS_EN.page.about)).toBeTruthy();
    observer.disconnect();
    expect(spinner).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TRACK_TITLES.launch.en);
    expect(screen.getByTestId('track-about').textContent).toContain('From identity and brand building');
    expect(screen.getByTestId('track-about').textContent).not.toContain('من بناء الهوية');
    expect(screen.getByTestId('track-page')).toBe(page);
  });
});
