/**
 * The route table of the `mfe_tracks` remote, exposed as `mfe_tracks/routes` and rendered by
 * the shell inside its layout and router.
 */
import { Navigate, useParams, type RouteObject } from 'react-router-dom';
import './translations.ts';
import TrackPage from './features/track-page/TrackPage.tsx';
import TrackRequestPage from './features/track-request/TrackRequestPage.tsx';
import TrackOverviewPage from './features/track-overview/TrackOverviewPage.tsx';

/** The site map links `/tracks/{slug}`; the track pages live at `/services/{slug}`. */
function TrackAlias() {
  const { track } = useParams();
  return <Navigate to={`/services/${track ?? ''}`} replace />;
}

const routes: RouteObject[] = [
  { path: '/services/overview', element: <TrackOverviewPage /> },
  { path: '/tracks', element: <TrackOverviewPage /> },
  { path: '/tracks/overview', element: <TrackOverviewPage /> },
  { path: '/tracks/:track', element: <TrackAlias /> },
  { path: '/services/:track', element: <TrackPage /> },
  { path: '/services/:track/request', element: <TrackRequestPage /> },
];

export default routes;
