import { useCallback } from 'react';
import type { UserRecord } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import { useAdminList, type AdminList } from '../../shared/admin-list.ts';

const pickUsers = (reply: { users?: UserRecord[] } | null) => reply?.users ?? [];

/**
 * The clients of the users tab (spec §2 "Admin dashboard", §7): GET /api/admin/users with the
 * admin Bearer → `{success, users}`. `onError` is called once per failed load; a 401 signs the
 * admin out. `add` puts a newly created user first without a reload.
 */
export function useAdminUsers(onError: () => void): AdminList<UserRecord> & { add: (user: UserRecord) => void } {
  const list = useAdminList('/admin/users', pickUsers, onError);
  const { update } = list;
  const add = useCallback((user: UserRecord) => update((users) => [user, ...users]), [update]);
  return { ...list, add };
}

/** What the add-user dialog sends (spec §3 "Admin user record", §5: name, email, password required). */
export interface NewUserFields {
  name: string;
  email: string;
  password: string;
  phone: string;
  company: string;
}

/** True when the add-user dialog may be submitted (spec §5: name, email and password filled). */
export function canCreateUser(fields: NewUserFields): boolean {
  return fields.name.trim() !== '' && fields.email.trim() !== '' && fields.password !== '';
}

/**
 * Creates a client account (spec §7): POST /api/admin/users JSON {name, email, password,
 * phone?, company?} → 201 `{success, user}`. Empty optional fields are left out. Throws
 * `ApiError` (409 with the server's text for a duplicate email); a 401 signs the admin out.
 */
export async function createUser(fields: NewUserFields): Promise<UserRecord> {
  const body: Record<string, string> = {
    name: fields.name.trim(),
    email: fields.email.trim(),
    password: fields.password,
  };
  if (fields.phone.trim()) body.phone = fields.phone.trim();
  if (fields.company.trim()) body.company = fields.company.trim();
  const reply = await adminApi<{ success?: boolean; user: UserRecord }>('/admin/users', { method: 'POST', body });
  return reply.user;
}
