/**
 * The route table of the `mfe_tracks` remote (`mfe_tracks/routes`): the site contract's tracks
 * pages (`pagesOf('tracks')`), each its own lazy chunk without antd, under one layout route holding
 * the query cache and a `ToastProvider`, so a toast outlives the page that raised it.
 */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { Navigate, Outlet, useParams, type RouteObject } from 'react-router-dom';
import { pagesOf, type PageModule } from '@consulting/contracts';
import { i18n, QueryRoot, useLanguage } from '@consulting/platform';
import { Spin, ToastProvider } from '@consulting/ui';
import '@consulting/ui/ui.css';
import './translations.ts';
import './routes.css';

const TrackPage = lazy(() => import('./features/track-page/TrackPage.tsx'));
const TrackRequestPage = lazy(() => import('./features/track-request/TrackRequestPage.tsx'));
const TrackOverviewPage = lazy(() => import('./features/track-overview/TrackOverviewPage.tsx'));

/** What a lazy page shows while its chunk downloads: a spinner labelled in the site's language. */
function PageLoading() {
  const language = useLanguage((s) => s.language);
  return (
    <div className="tracks-page-loading">
      <Spin size="large" label={i18n.getFixedT(language, 'tracks')('loading')} />
    </div>
  );
}

/** `<Page />` inside a Suspense boundary showing `PageLoading` until its chunk has arrived. */
function page(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}

/** The site map links `/tracks/{slug}`; the track pages live at `/services/{slug}`. */
function TrackAlias() {
  const { track } = useParams();
  return <Navigate to={`/services/${track ?? ''}`} replace />;
}

const PAGES: Record<PageModule<'tracks'>, ReactElement> = {
  TrackOverviewPage: page(TrackOverviewPage),
  TrackAlias: <TrackAlias />,
  TrackPage: page(TrackPage),
  TrackRequestPage: page(TrackRequestPage),
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
    children: pagesOf('tracks').map(({ path, module }) => ({ path, element: PAGES[module] })),
  },
];

export default routes;
