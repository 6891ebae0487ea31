import ar from './locales/ar.json' with { type: 'json' };

/** Texts of /admin/privacy (Arabic only, spec §1, Saudi PDPL): `locales/ar.json`. */
export const PRIVACY_AR = {
  ...ar,
  exported: (name: string) => `تم تنزيل الملف ${name}`,
  confirmText: (email: string) =>
    `سيُحذف كل ما يحفظه الموقع عن ${email} في جميع الخدمات، ولا يمكن التراجع عن ذلك. تبقى سجلات التدقيق باسم مستعار فقط.`,
  resultTitle: (email: string) => `تم حذف بيانات ${email}`,
  services: ar.services as Record<string, string>,
  counts: ar.counts as Record<string, string>,
};
