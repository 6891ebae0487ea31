/**
 * The remote's one public module (`mfe_public/routes`): route objects with absolute paths that
 * the shell renders with `useRoutes` when it owns the location (shell route table). Importing
 * this module registers the `public` translations and the light UI's styles (`@consulting/ui`);
 * each page's code is a lazy chunk of its own (groups/lazy-page.tsx).
 */
import type { RouteObject } from 'react-router-dom';
import { companyRoutes } from './groups/company.tsx';
import { engageRoutes } from './groups/engage.tsx';
import { registerPublicTranslations } from './translations.ts';
import '@consulting/ui/ui.css';
import './styles/public.css';

registerPublicTranslations();

const routes: RouteObject[] = [...engageRoutes, ...companyRoutes];

export default routes;
