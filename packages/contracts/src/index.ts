/**
 * Shared constants and wire types of the site: used by the browser bundles and the services,
 * so both sides agree on field names, limits and status tables (spec §3, §4, §7, §9).
 * Zod schemas for the services live in `./schemas.ts` so browser bundles do not pull zod in.
 */
export * from './tracks.ts';
export * from './track-features.ts';
export * from './statuses.ts';
export * from './limits.ts';
export * from './wire.ts';
export * from './pages.ts';
export * from './admin-requests.ts';
export * from './lists.ts';
export * from './public-forms.ts';
export * from './passwords.ts';
export * from './leads.ts';
export * from './lead-mails.ts';
export * from './internal-mail.ts';
export * from './staff.ts';
export * from './outbox.ts';
export * from './backup-status.ts';
export * from './site-content.ts';
export * from './site-content-defaults.ts';
export * from './site-contract.ts';
export * from './user-agent.ts';
