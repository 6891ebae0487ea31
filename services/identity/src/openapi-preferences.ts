import type { ApiOperation } from '@consulting/service-kit';
import { preferencesUpdateSchema } from './routes/mail-preferences.ts';

const PREFERENCES = 'Client: mail preferences';

/**
 * Identity's operations of issue 14 part 3 (a client's mail choices), described with the schema
 * the route validates with; part of `identityOperations`.
 */
export const preferencesOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/api/user/preferences',
    summary: "The signed-in client's mail choices",
    description:
      'Issue 14 part 3. `status_updates`: whether staff changing the status of one of their requests or join applications also mails them (the bell rings either way). On unless turned off.',
    tags: [PREFERENCES],
    auth: 'client',
    success: { status: 200, description: '`{success:true, mail_preferences:{status_updates:boolean}}`' },
    errors: { 404: "'User not found' (the account is gone)" },
  },
  {
    method: 'put',
    path: '/api/user/preferences',
    summary: "Change the signed-in client's mail choices",
    description:
      'Issue 14 part 3. The account is the token’s. Identity’s `/internal/mail` then skips status-update mails to a client who turned them off.',
    tags: [PREFERENCES],
    auth: 'client',
    body: { type: 'json', schema: preferencesUpdateSchema },
    success: { status: 200, description: '`{success:true, mail_preferences:{status_updates:boolean}}` as stored' },
    errors: {
      400: "'Nothing to update: send status_updates', 'status_updates must be true or false', an unknown field, or malformed JSON",
      404: "'User not found' (the account is gone)",
    },
  },
];
