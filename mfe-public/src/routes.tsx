/**
 * The remote's one public module (`mfe_public/routes`): route objects with absolute paths that
 * the shell renders with `useRoutes` when it owns the location (shell route table). Importing
 * this module registers the `public` translations.
 */
import type { RouteObject } from 'react-router-dom';
import { companyRoutes } from './groups/company.tsx';
import { engageRoutes } from './groups/engage.tsx';
import { registerPublicTranslations } from './translations.ts';
import './styles/public.css';

registerPublicTranslations();

const routes: RouteObject[] = [...engageRoutes, ...companyRoutes];

export default routes;
