/**
 * Entry of the host. Module federation needs an async boundary before any shared module
 * (react, the router, the platform…) is used, so everything real lives in `bootstrap.tsx`.
 * `/remotes.json` is asked for first, while the bootstrap chunks download.
 */
import { prefetchRemotesJson } from './federation/remotes-json.ts';

prefetchRemotesJson();
void import('./bootstrap.tsx');
