import { describe } from 'vitest';
import { claimsOf, describeAdminRoles, signTestToken } from '@consulting/service-kit/test-support';
import { sessionModel } from '../src/models/session.model.ts';
import { userModel } from '../src/models/user.model.ts';
import { startIdentity } from './identity-app.ts';

/** Editors are refused every admin-only route and let into their own two-factor and password routes. */
describe('identity admin routes by role', () => {
  describeAdminRoles(
    () => startIdentity('identity_roles'),
    ['get /api/admin/staff', 'get /api/admin/users', 'post /api/admin/2fa/setup'],
    // Identity refuses a token whose session it does not hold: each role gets a user and a session.
    async ({ connection }) => {
      const tokens = { admin: '', editor: '', client: '' };
      for (const role of ['admin', 'editor', 'client'] as const) {
        const user = await userModel(connection).create({
          name: role,
          email: `${role}@roles.test`,
          role,
          password_hash: 'x',
        });
        tokens[role] = signTestToken({ id: user._id.toString(), role, email: user.email, name: role });
        const { sid, jti, exp } = claimsOf(tokens[role]) as { sid: string; jti: string; exp: number };
        await sessionModel(connection).create({ sid, jti, user_id: user._id, role, expires_at: new Date(exp * 1000) });
      }
      return tokens;
    },
  );
});
