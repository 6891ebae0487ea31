/**
 * Entry of the host. Module federation needs an async boundary before any shared module
 * (react, antd, the platform…) is used, so everything real lives in `bootstrap.tsx`.
 */
void import('./bootstrap.tsx');
