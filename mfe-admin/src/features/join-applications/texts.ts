/**
 * Texts of /admin/join-applications for consent, retention and confirmation; the page's other texts are
 * `AR.joinApplications` (mfe-admin/src/texts.ts).
 */
export const JOIN_RETENTION_AR = {
  /** In place of the CV and photo once the retention job deleted them; `date` in ar-SA. */
  filesDeleted: (date: string) => `حُذفت الملفات بعد انتهاء مدة الاحتفاظ (${date})`,
} as const;
