/**
 * The remote's one public module (`mfe_public/routes`): route objects with absolute paths that
 * the shell renders with `useRoutes` when it owns the location (shell route table). Importing
 * this module registers the light UI's styles (`@consulting/ui`); each page's code, with its
 * texts (the `public` namespace included: translations.ts), is a lazy chunk of its own
 * (groups/lazy-page.tsx).
 */
import type { RouteObject } from 'react-router-dom';
import { companyRoutes } from './groups/company.tsx';
import { engageRoutes } from './groups/engage.tsx';
import '@consulting/ui/ui.css';
import './styles/public.css';

const routes: RouteObject[] = [...engageRoutes, ...companyRoutes];

export default routes;
