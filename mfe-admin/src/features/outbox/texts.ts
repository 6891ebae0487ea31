import type { OutboxStatus } from '@consulting/contracts';

/** Texts of /admin/outbox (Arabic only, spec §1; the mail outbox). */
export const OUTBOX_AR = {
  title: 'صندوق البريد الصادر',
  intro:
    'كل رسالة يرسلها الموقع تُحفظ هنا أولاً ثم تُرسل في الخلفية، وتُعاد محاولة إرسالها تلقائياً إن تعذّر ذلك. لا يُعرض نص الرسائل لأنها قد تحتوي على كلمات مرور.',
  search: 'بحث في المستلم أو الموضوع',
  to: 'المستلم',
  subject: 'الموضوع',
  kind: 'النوع',
  status: 'الحالة',
  attempts: 'المحاولات',
  lastError: 'آخر خطأ',
  created: 'أُنشئت',
  sentAt: 'أُرسلت في',
  nextAttempt: (when: string) => `المحاولة التالية: ${when}`,
  statuses: {
    queued: 'في الانتظار',
    sending: 'قيد الإرسال',
    sent: 'أُرسلت',
    retrying: 'إعادة المحاولة',
    failed: 'فشلت',
  } satisfies Record<OutboxStatus, string>,
  /** Tag colours of the statuses. */
  colors: {
    queued: 'blue',
    sending: 'processing',
    sent: 'green',
    retrying: 'orange',
    failed: 'red',
  } satisfies Record<OutboxStatus, string>,
  kinds: {
    credentials: 'بيانات الدخول',
    sign_in_reminder: 'تذكير بالدخول',
    existing_account: 'حساب موجود',
    lead_alert: 'تنبيه للفريق',
    lead_confirmation: 'تأكيد استلام',
    status_update: 'تحديث حالة',
    unlock_link: 'رابط فك القفل',
  } as Record<string, string>,
  resend: 'إعادة الإرسال',
  confirmResend: (to: string) => `إعادة إرسال هذه الرسالة إلى ${to}؟`,
  confirm: 'إعادة الإرسال',
  cancel: 'إلغاء',
  resent: 'أُعيدت الرسالة إلى قائمة الإرسال',
  resendFailed: 'فشل في إعادة الإرسال',
  empty: 'لا توجد رسائل بعد',
  noResults: 'لا توجد رسائل مطابقة',
} as const;
