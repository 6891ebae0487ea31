/**
 * What the bundles share as `react-router-dom` (issue 6): only the part of React Router the
 * site's bundles use, so the page downloads that part instead of the whole package (loaders,
 * data routers, server rendering, cookies and sessions never run here). Every bundle's
 * `react-router-dom` import resolves to this module through the module-federation `shared`
 * option (`sharedSingletons()`), and it is one singleton for the page like the package was.
 *
 * `test/react-router-subset.test.ts` fails when a bundle's source imports from
 * `react-router-dom` a name that is not exported here (or imports `react-router` directly):
 * add the name to this list. Tests (vitest) still use the whole package.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
