/**
 * The part of `react-router-dom` the bundles share: its declarative-mode API (the shell mounts a
 * `<BrowserRouter>`, so the data and framework modes' exports cannot work in a remote anyway).
 * Module federation's shared tree shaking (`treeShaking: { mode: 'runtime-infer' }`) builds every
 * bundle's copy of the router with exactly these exports, so the copy the shell loads first serves
 * every remote as the one router instance. ESLint (`eslint.config.js`) refuses any other runtime
 * import from `react-router-dom` outside tests: a remote that needs one more export adds it here,
 * and the shell ships with it before that remote does.
 */
export const SHARED_ROUTER_API = [
  'BrowserRouter',
  'HashRouter',
  'MemoryRouter',
  'StaticRouter',
  'Router',
  'Routes',
  'Route',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'useHref',
  'useInRouterContext',
  'useLinkClickHandler',
  'useLocation',
  'useMatch',
  'useNavigate',
  'useNavigationType',
  'useOutlet',
  'useOutletContext',
  'useParams',
  'useResolvedPath',
  'useRoutes',
  'useSearchParams',
  'createPath',
  'createRoutesFromChildren',
  'createRoutesFromElements',
  'createSearchParams',
  'generatePath',
  'href',
  'matchPath',
  'matchRoutes',
  'parsePath',
  'renderMatches',
  'resolvePath',
];
