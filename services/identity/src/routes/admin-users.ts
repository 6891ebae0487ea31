import Router from '@koa/router';
import type { createAuth } from '@consulting/service-kit';
import { toUserRecord, type UserModel } from '../models/user.model.ts';

/**
 * Users of the admin panel (spec §2 "Users tab", §7 `GET /api/admin/users`):
 * - `GET /api/admin/users` (admin token) → `{success:true, users: UserRecord[]}`, newest first,
 *   clients and admins; 401 without a valid token, 403 for a client token.
 */
export function adminUsersRouter(options: { auth: ReturnType<typeof createAuth>; User: UserModel }): Router {
  const { auth, User } = options;
  const router = new Router();

  router.get('/api/admin/users', auth.requireAuth('admin'), async (ctx) => {
    const users = await User.find().sort({ created_at: -1, _id: -1 });
    ctx.body = { success: true, users: users.map(toUserRecord) };
  });

  return router;
}
