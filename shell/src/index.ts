/**
 * Entry of the host. Module federation needs an async boundary before any shared module
 * (react, the router, the platform…) is used, so everything real lives in `bootstrap.tsx`.
 */
void import('./bootstrap.tsx');
