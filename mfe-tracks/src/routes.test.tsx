import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TRACK_TITLES } from '@consulting/contracts';
import { useLanguage } from '@consulting/platform';
import routes from './routes.tsx';
import { preloadTrackPages } from './track-pages.fixture.ts';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

// The tracks' content chunks load once here, so no test waits on their first import.
beforeAll(async () => {
  await preloadTrackPages();
});

beforeEach(() => {
  act(() => useLanguage.getState().setLanguage('en'));
});

describe('the remote’s routes (spec §2 "Public routes", "Site map")', () => {
  it.each(['/services/overview', '/tracks', '/tracks/overview'])('%s is the track overview', async (path) => {
    renderAt(path);
    expect(await screen.findByTestId('track-overview')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Our Tracks');
  });

  it('sends the site map’s /tracks/{slug} links to the track page', async () => {
    const router = renderAt('/tracks/events');
    expect(await screen.findByTestId('track-page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/services/events');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(TRACK_TITLES.events.en);
  });

  it('takes an opportunity chosen in the closing call-to-action to the request page with Provide Opportunity selected', async () => {
    const router = renderAt('/services/innovation');
    const choice = await screen.findByTestId('request-type-choice');
    fireEvent.click(within(choice).getByRole('radio', { name: /Provide Opportunity/ }));
    fireEvent.click(screen.getByTestId('track-cta-start'));
    expect(router.state.location.pathname).toBe('/services/innovation/request');
    expect(router.state.location.search).toBe('?type=opportunity');
    const form = await screen.findByTestId('request-type');
    expect((within(form).getByRole('radio', { name: 'Provide Opportunity' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('radio', { name: 'Provide Service' }) as HTMLInputElement).checked).toBe(false);
  });

  it('keeps Provide Service when the visitor leaves the default choice', async () => {
    renderAt('/services/launch');
    fireEvent.click(await screen.findByTestId('track-cta-start'));
    const form = await screen.findByTestId('request-type');
    expect((within(form).getByRole('radio', { name: 'Provide Service' }) as HTMLInputElement).checked).toBe(true);
  });
});
