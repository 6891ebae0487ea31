import ar from './locales/ar.json' with { type: 'json' };

/** The Arabic texts of the panel's password pages (spec §1: the panel is Arabic): `locales/ar.json`. */
export const PASSWORD_AR = {
  ...ar,
  rule: (count: number) => `${count} حرفاً على الأقل؛ تجنّب الكلمات والأنماط الشائعة.`,
  tooShort: (count: number) => `يجب ألا تقل كلمة المرور عن ${count} حرفاً`,
};
