/**
 * The signed-in staff member's own account pages: change password, security (two-factor
 * sign-in, sessions). Rendered inside AdminLayout; open to every staff role. Keyed by the site
 * contract's module names (`PageModule<'admin'>`).
 */
import AdminPasswordPage from '../features/password/AdminPasswordPage.tsx';
import SecurityPage from '../features/account-security/SecurityPage.tsx';

export const accountPages = { AdminPasswordPage, SecurityPage };
