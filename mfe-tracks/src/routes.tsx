/**
 * The route table of the `mfe_tracks` remote (`mfe_tracks/routes`): the site contract's tracks
 * pages (`pagesOf('tracks')`), each its own lazy chunk without antd, under one layout route holding
 * the query cache and a `ToastProvider`, so a toast outlives the page that raised it.
 */
import type { ComponentType } from 'react';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom';
import { pagesOf, type PageModule } from '@consulting/contracts';
import { i18n, lazyPageRoute, QueryRoot, useLanguage } from '@consulting/platform';
import { Spin, ToastProvider } from '@consulting/ui';
import '@consulting/ui/ui.css';
import './translations.ts';
import './routes.css';

/** What a lazy page shows while its chunk downloads: a spinner labelled in the site's language. */
function PageLoading() {
  const language = useLanguage((s) => s.language);
  return (
    <div className="tracks-page-loading">
      <Spin size="large" label={i18n.getFixedT(language, 'tracks')('loading')} />
    </div>
  );
}

/** A page route whose code is its own chunk (`load`'s default export), showing `PageLoading` until it arrives. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'element' | 'handle'> {
  return lazyPageRoute(load, (module) => module.default, <PageLoading />);
}

/** The site map links `/tracks/{slug}`; the track pages live at `/services/{slug}`. */
function TrackAlias() {
  const { track } = useParams();
  return <Navigate to={`/services/${track ?? ''}`} replace />;
}

const PAGES: Record<PageModule<'tracks'>, Pick<RouteObject, 'element' | 'handle'>> = {
  TrackOverviewPage: page(() => import('./features/track-overview/TrackOverviewPage.tsx')),
  TrackAlias: { element: <TrackAlias /> },
  TrackPage: page(() => import('./features/track-page/TrackPage.tsx')),
  TrackRequestPage: page(() => import('./features/track-request/TrackRequestPage.tsx')),
};

const routes: RouteObject[] = [
  {
    element: (
      <QueryRoot>
        <ToastProvider>
          <Outlet />
        </ToastProvider>
      </QueryRoot>
    ),
    children: pagesOf('tracks').map(({ path, module }) => ({ path, ...PAGES[module] })),
  },
];

export default routes;
