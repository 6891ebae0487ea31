import { Suspense, use, useMemo } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spin } from '@consulting/ui';
import { NotFound } from '../not-found/NotFound.tsx';
import { SHELL_NAMESPACE } from '../i18n/shell-translations.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import { remoteForPath, type RemoteName } from './route-table.ts';
import type { RemoteLoader } from './remote-loader.ts';

interface RemoteRoutesProps {
  remote: RemoteName;
  loader: RemoteLoader;
}

/** Renders the remote's route that matches the location, else the shell's 404. */
function RemoteRoutes({ remote, loader }: RemoteRoutesProps) {
  const routes = use(loader.routes(remote));
  const withNotFound = useMemo<RouteObject[]>(() => [...routes, { path: '*', element: <NotFound /> }], [routes]);
  return useRoutes(withNotFound);
}

function Loading() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  return (
    <div className="remote-loading">
      <Spin size="large" label={t('remote.loading')} />
    </div>
  );
}

/**
 * The page body: picks the remote that owns the current path (route-table.ts), loads its
 * `./routes` on first visit and renders them inside an error boundary whose retry really
 * re-fetches the remote. Keyed by remote so each area has its own boundary.
 */
export function RemoteOutlet({ loader }: { loader: RemoteLoader }) {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  return (
    <RemoteErrorBoundary key={remote} resetKey={pathname} onRetry={() => loader.reset(remote)}>
      <Suspense fallback={<Loading />}>
        <RemoteRoutes remote={remote} loader={loader} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
