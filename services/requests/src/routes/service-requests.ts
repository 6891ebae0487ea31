import type Router from '@koa/router';
import { apiRouter, multipartUpload, type ApiRoute } from '@consulting/service-kit';
import { submissionFormSchema, submissionHandler } from '../submission.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { PDF_ATTACHMENT, PUBLIC_FORM_TEXT, SUBMISSION_ERRORS, TAGS } from './api-texts.ts';

/**
 * A public request form (spec §7): multipart fields and an optional PDF `attachment`; a
 * client's token (optional) makes them the owner.
 */
export function submissionRoute(
  runtime: RequestsRuntime,
  kind: 'service' | 'opportunity',
  path: string,
  summary: string,
): ApiRoute {
  return {
    method: 'post',
    path,
    summary,
    description: `A guest gets a client account through identity. Stored with request_type '${kind}'. ${PUBLIC_FORM_TEXT} A guest's request under an email that already had an account (or when identity cannot say) is held: stored, flagged \`unconfirmed\` to admins, kept from that client's dashboard and notifications until they use the single-use link mailed to them (\`/api/requests/confirm\`). The answer is the same whether or not the email had an account: no \`account_created\`, and a guest's record carries no \`user_id\`.`,
    tags: [TAGS.submit],
    auth: 'optional',
    body: { type: 'multipart', schema: submissionFormSchema, files: PDF_ATTACHMENT },
    use: [multipartUpload([{ name: 'attachment', maxCount: 1 }])],
    success: {
      status: 201,
      description:
        "`{success:true, message:'Your request has been sent successfully! We will contact you soon.', request: RequestRecord}` (the record with `consent`)",
    },
    errors: SUBMISSION_ERRORS,
    handler: submissionHandler(runtime, kind),
  };
}

/** `POST /api/service-requests` (spec §7): stored with status 'new'. */
export function serviceRequestsRouter(runtime: RequestsRuntime): Router {
  return apiRouter({}, [submissionRoute(runtime, 'service', '/api/service-requests', 'Send a service request')]);
}
