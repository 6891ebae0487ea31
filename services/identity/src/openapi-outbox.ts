import { z } from 'zod';
import { listQuerySchema, type ApiOperation } from '@consulting/service-kit';
import { outboxListSpec } from './routes/admin-outbox.ts';

const OUTBOX = 'Admin: mail outbox';

/**
 * Identity's operations of issue 14 part 4 (the admin mail outbox), described with the list
 * spec the route parses its query with; part of `identityOperations`.
 */
export const outboxOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/admin/outbox',
    summary: 'List the mail outbox, paged',
    description:
      'Every mail the site sends goes into the outbox first and a worker delivers it with retries. Filter `status` (queued, sending, sent, retrying, failed; `sent` includes mails stored without a status); `q` searches recipient and subject; `from`/`to` bound `created_at`. Newest first. Never a mail’s body.',
    tags: [OUTBOX],
    auth: 'admin',
    query: listQuerySchema(outboxListSpec),
    success: {
      status: 200,
      description: '`{success:true, mails: OutboxMailRecord[], total, page, page_size}`',
    },
    errors: {
      400: 'A bad query value: page or page_size out of range, an unknown sort or status, q over 200 characters, a malformed from/to',
    },
  },
  {
    method: 'post',
    path: '/api/admin/outbox/{id}/resend',
    summary: 'Resend a failed or sent mail',
    description:
      'Puts the mail back in the queue (status `queued`, attempts 0, last error cleared); the worker sends it within seconds, a password link made afresh. Not once its body was removed (MAIL_BODY_RETENTION_DAYS, or a secret-bearing mail once sent). Audited (entity `outbox_mail`).',
    tags: [OUTBOX],
    auth: 'admin',
    params: z.object({ id: z.string().meta({ description: 'The mail’s id (`OutboxMailRecord.id`)' }) }),
    success: { status: 200, description: '`{success:true, mail: OutboxMailRecord}`' },
    errors: {
      404: 'الرسالة غير موجودة (unknown or malformed id)',
      409: 'لا يمكن إعادة إرسال رسالة إلا إذا فشلت أو أُرسلت (it is queued, sending or retrying); لم يعد نص هذه الرسالة محفوظاً (its body was removed after sending)',
    },
  },
];
