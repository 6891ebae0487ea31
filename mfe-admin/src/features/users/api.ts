import type { UserRecord } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';
import type { ListViewSpec } from '../../shared/list-view.ts';
import type { ListSource } from '../../shared/paged-list.ts';

/**
 * The accounts of the users tab: GET /api/admin/users?page&page_size&sort&q&role&is_active&from&to
 * → `{success, users, total, page, page_size}`, newest first by default; export under the same path.
 */
export const USERS_SOURCE: ListSource = { resource: 'users', path: '/admin/users', key: 'users' };

/** The URL view of the users tab: role and active filters, sort on created_at, name, email. */
export const USERS_VIEW: ListViewSpec = {
  filters: { role: ['client', 'admin'], is_active: ['true', 'false'] },
  sortFields: ['created_at', 'name', 'email'],
  dateRange: true,
};

/**
 * What the add-user dialog sends (spec §3 "Admin user record", §5): name and email required; the
 * password is optional: without one the client is mailed a link to choose it.
 */
export interface NewUserFields {
  name: string;
  email: string;
  password: string;
  phone: string;
  company: string;
}

/** True when the add-user dialog may be submitted (name and email filled). */
export function canCreateUser(fields: NewUserFields): boolean {
  return fields.name.trim() !== '' && fields.email.trim() !== '';
}

/**
 * Creates a client account (spec §7): POST /api/admin/users JSON {name, email, password?,
 * phone?, company?} → 201 `{success, user}`. Empty optional fields are left out; without a
 * password the server mails the client a one-time link to choose it, and one given must pass the
 * server's password rule and be changed by the client at the first sign-in. Throws `ApiError`
 * (400 with the rule's text, 409 for a duplicate email); a 401 signs the admin out.
 */
export async function createUser(fields: NewUserFields): Promise<UserRecord> {
  const body: Record<string, string> = {
    name: fields.name.trim(),
    email: fields.email.trim(),
  };
  if (fields.password !== '') body.password = fields.password;
  if (fields.phone.trim()) body.phone = fields.phone.trim();
  if (fields.company.trim()) body.company = fields.company.trim();
  const reply = await adminApi<{ success?: boolean; user: UserRecord }>('/admin/users', { method: 'POST', body });
  return reply.user;
}
