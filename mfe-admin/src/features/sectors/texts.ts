import ar from './locales/ar.json' with { type: 'json' };

/** Texts of /admin/sectors (Arabic only, spec §1; toasts and confirmation from spec §5, §8). */
export const SECTORS_AR = {
  ...ar,
  loadFailed: (message: string) => `خطأ في تحميل القطاعات: ${message}`,
};
