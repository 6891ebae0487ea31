import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle.ts';
import type { RemoteLoader } from '../federation/remote-loader.ts';
import { isAdminPath } from '../federation/route-table.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

/**
 * The public frame around every remote's pages: navbar, main area, footer. On `/admin/*` the
 * frame is left out because the admin remote has its own Arabic layout.
 */
export function SiteLayout({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  const { pathname } = useLocation();
  useDocumentTitle(pathname);
  useEffect(() => {
    // A block body on purpose: recent Chromium returns a promise from scrollTo, and an effect
    // must return nothing or a cleanup function.
    window.scrollTo({ top: 0 });
  }, [pathname]);
  if (isAdminPath(pathname)) return <main className="site-main site-main--admin">{children}</main>;
  return (
    <div className="site">
      <Navbar loader={loader} />
      <main className="site-main">{children}</main>
      <Footer />
    </div>
  );
}
