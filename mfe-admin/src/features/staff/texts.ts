import ar from './locales/ar.json' with { type: 'json' };

/** Texts of /admin/staff (Arabic only, spec §1): `locales/ar.json`. */
export const STAFF_TEXTS = { ...ar, roles: ar.roles as Record<string, string> };
