import ar from './locales/ar.json' with { type: 'json' };

/**
 * The admin panel's texts (`locales/ar.json`), with the ones that interpolate a value. The panel
 * is Arabic only (spec §1 "Administrators … Arabic-only panel"), so these do not follow the global
 * language. `sidebarToggle` names, for screen readers, the header's button that shows and hides
 * the sidebar below 992 px. `list` holds the paged lists' common controls (its `filter*` texts
 * are the filter selects' accessible names: what each one filters by); `audit` the record
 * histories and the activity page (its `export` / `erase` actions are identity's personal-data
 * requests).
 */
export const AR = {
  ...ar,
  users: { ...ar.users, roles: ar.users.roles as Record<string, string> },
  list: {
    ...ar.list,
    total: (n: number) => `الإجمالي: ${n}`,
    selected: (n: number) => `المحدد: ${n}`,
    bulkDone: (n: number) => `تم تنفيذ الإجراء على ${n} من العناصر`,
    bulkDeleted: (n: number) => `تم حذف ${n} من العناصر`,
    bulkNotFound: (n: number) => `لم يُعثر على ${n} من العناصر (ربما حُذفت من قبل)`,
    confirmBulkDelete: (n: number) => `هل أنت متأكد من حذف العناصر المحددة (${n})؟`,
  },
  audit: { ...ar.audit, actions: ar.audit.actions as Record<string, string> },
  activity: {
    ...ar.activity,
    total: (n: number) => `إجمالي التغييرات: ${n}`,
    loadFailed: (services: string) => `فشل في تحميل السجل: ${services}`,
    feeds: ar.activity.feeds as Record<string, string>,
  },
};

/**
 * A server message fit for the Arabic-only panel: `message` when it contains Arabic letters,
 * else `fallback` (the services word some success messages in English).
 */
export function inArabic(message: string | null | undefined, fallback: string): string {
  return message && /[\u0600-\u06FF]/.test(message) ? message : fallback;
}
