import ar from './locales/ar.json' with { type: 'json' };

/** Texts of /admin/account/security (Arabic only, spec §1): `locales/ar.json` and the counts. */
export const SECURITY_TEXTS = {
  ...ar,
  codesLeft: (n: number) => `رموز الاسترداد المتبقية: ${n}`,
};
