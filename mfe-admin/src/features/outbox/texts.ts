import type { OutboxStatus } from '@consulting/contracts';
import ar from './locales/ar.json' with { type: 'json' };

/** Texts of /admin/outbox (Arabic only, spec §1; the mail outbox): `locales/ar.json`. */
export const OUTBOX_AR = {
  ...ar,
  nextAttempt: (when: string) => `المحاولة التالية: ${when}`,
  statuses: ar.statuses satisfies Record<OutboxStatus, string>,
  /** Tag colours of the statuses. */
  colors: {
    queued: 'blue',
    sending: 'processing',
    sent: 'green',
    retrying: 'orange',
    failed: 'red',
  } satisfies Record<OutboxStatus, string>,
  kinds: ar.kinds as Record<string, string>,
  confirmResend: (to: string) => `إعادة إرسال هذه الرسالة إلى ${to}؟`,
};
