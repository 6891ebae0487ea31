/** What other features use of the sign-in feature: signing out. */
export { logoutAdmin } from './api.ts';
