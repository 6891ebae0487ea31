import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from './useDocumentTitle.ts';
import type { RemoteLoader } from '../federation/remote-loader.ts';
import { isAdminPath } from '../federation/route-table.ts';
import { Footer } from './Footer.tsx';
import { Navbar } from './Navbar.tsx';

/**
 * The public frame (navbar, main, footer), left out on `/admin/*`. After a navigation whose control
 * left with its page (or lost focus), focus goes to the main area (WCAG 2.4.3); a staying control keeps it.
 */
export function SiteLayout({ loader, children }: { loader: RemoteLoader; children: ReactNode }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const previous = useRef(pathname);
  useDocumentTitle(pathname);
  useEffect(() => {
    // A block body on purpose: recent Chromium returns a promise from scrollTo, and an effect
    // must return nothing or a cleanup function.
    window.scrollTo({ top: 0 });
    if (previous.current === pathname) return;
    previous.current = pathname;
    const focused = document.activeElement;
    if (!focused || focused === document.body || main.current?.contains(focused))
      main.current?.focus({ preventScroll: true });
  }, [pathname]);
  if (isAdminPath(pathname))
    return (
      <main ref={main} tabIndex={-1} className="site-main site-main--admin">
        {children}
      </main>
    );
  return (
    <div className="site">
      <Navbar loader={loader} />
      <main ref={main} tabIndex={-1} className="site-main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
