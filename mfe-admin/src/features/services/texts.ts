import ar from './locales/ar.json' with { type: 'json' };

/** Texts of /admin/services (Arabic only, spec §1; toasts and confirmation from spec §5, §8). */
export const SERVICES_AR = {
  ...ar,
  loadFailed: (message: string) => `خطأ في تحميل الخدمات: ${message}`,
};
