import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { z } from 'zod';
import {
  ADMIN_REQUEST_ADDED_MESSAGE,
  ADMIN_TRACKS,
  type AdminAddRequestResponse,
  type AdminTrack,
} from '@consulting/contracts';
import { apiRouter, multipartUpload, recordAudit, type ApiRoute, type AuthUser } from '@consulting/service-kit';
import { optionalText, parseForm, pleaseFillIn, requiredEmail, requiredText } from '../form-fields.ts';
import { requestLeadKind } from '../lead-mails.ts';
import { createWithReference } from '../references.ts';
import type { StoredRequest } from '../models/request.schema.ts';
import { toAuditedRequest, toRequestRecord } from '../request-record.ts';
import type { RequestsRuntime } from '../runtime.ts';
import { checkedAttachment, saveAttachment } from '../submission.ts';
import { MULTIPART_ERRORS, PDF_ATTACHMENT, TAGS } from './api-texts.ts';

/** Longest accepted list of additional services or opportunities, and each entry, in characters. */
const MAX_ADDITIONAL_ITEMS = 20;
const MAX_ADDITIONAL_LENGTH = 200;

/**
 * A list field as a browser form sends it: repeated fields (`x=a&x=b`, or `x[]=…`), one field
 * holding a JSON array string (`x=["a","b"]`), or one plain value. Entries are trimmed and blank
 * ones dropped; an empty list is no list.
 */
const additionalList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx): string[] | undefined => {
    if (value === undefined) return undefined;
    let items: unknown[] = Array.isArray(value) ? value : [value];
    if (typeof value === 'string' && value.trim().startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (!Array.isArray(parsed)) throw new Error('not an array');
        items = parsed;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of strings' });
        return z.NEVER;
      }
    }
    if (!items.every((item) => typeof item === 'string')) {
      ctx.addIssue({ code: 'custom', message: 'must be a list of strings' });
      return z.NEVER;
    }
    const kept = items.map((item) => item.trim()).filter(Boolean);
    if (kept.length > MAX_ADDITIONAL_ITEMS || kept.some((item) => item.length > MAX_ADDITIONAL_LENGTH)) {
      ctx.addIssue({
        code: 'custom',
        message: `at most ${MAX_ADDITIONAL_ITEMS} entries of at most ${MAX_ADDITIONAL_LENGTH} characters`,
      });
      return z.NEVER;
    }
    return kept.length > 0 ? kept : undefined;
  });

/**
 * Multipart fields of the admin add-request form (spec §3 "Admin add-request form", §5): the
 * person's name and email and the track required; phone, company, message and the additional
 * list optional. The list field is `additional_services` on the service form and
 * `additional_opportunities` on the opportunity form; the other one is ignored.
 */
export const addRequestSchema = z.object({
  service_name: requiredText().pipe(
    z.enum(ADMIN_TRACKS as [AdminTrack, ...AdminTrack[]], { error: `must be one of: ${ADMIN_TRACKS.join(', ')}` }),
  ),
  user_name: requiredText(200),
  user_email: requiredEmail(),
  user_phone: optionalText(50),
  company: optionalText(200),
  message: optionalText(10_000),
  additional_services: additionalList,
  additional_opportunities: additionalList,
});

type AddRequestFields = z.infer<typeof addRequestSchema>;

/**
 * Validates the text fields of an admin add-request. Throws HttpError 400 'Please fill in the
 * following fields: Name, Email, Track' naming only the missing or blank ones (spec §5), else
 * 400 'Invalid email address', else 400 '{field}: {problem}' (a track outside the eight, a
 * malformed list, a field too long).
 */
export function parseAddRequest(body: unknown): AddRequestFields {
  return parseForm(
    addRequestSchema,
    body,
    pleaseFillIn({ user_name: 'Name', user_email: 'Email', service_name: 'Track' }),
  );
}

/**
 * Handler of one add-request endpoint, after the admin guard and `multipartUpload`.
 * Order: fields (400) → PDF by content (415; ≥ 5 MiB already ended the request with 413) →
 * database (503) → PDF into GridFS → the request, status 'new' and progress 'pending' → audit.
 * The request is stored under `user_email` only: identity offers no look-up that does not
 * create an account, and an admin add must not create one; the client's own list finds it by
 * the email in their token. Should the insert or the audit write fail, what was written is
 * removed again and the error answered (500): unlike an update, a create can be undone exactly,
 * so no unaudited request is left behind. A refused request stores nothing.
 */
function addRequestHandler(runtime: RequestsRuntime, kind: 'service' | 'opportunity'): Middleware {
  return async (ctx) => {
    const fields = parseAddRequest(ctx.request.body);
    const attachment = await checkedAttachment(ctx);
    const stores = runtime.stores();
    const model = kind === 'service' ? stores.serviceRequests : stores.trackRequests;
    const { additional_services, additional_opportunities, ...text } = fields;
    const additional =
      kind === 'service'
        ? additional_services && { additional_services }
        : additional_opportunities && { additional_opportunities };

    const saved = await saveAttachment(stores, attachment);
    let stored: StoredRequest | undefined;
    try {
      // Every request has a reference; one an admin adds owes no lead mails.
      const doc = await createWithReference(stores.connection, requestLeadKind(kind), (reference) =>
        model.create({
          ...text,
          message: text.message ?? '',
          ...additional,
          request_type: kind,
          status: 'new',
          progress: 'pending',
          reference,
          ...saved,
        }),
      );
      stored = doc.toObject();
      const record = toRequestRecord(stored, runtime.uploadUrlSecret);
      await recordAudit(stores.connection, {
        actor: ctx.state.user as AuthUser,
        entity: kind === 'service' ? 'service_request' : 'track_request',
        entity_id: record.id,
        action: 'create',
        before: null,
        after: toAuditedRequest(record),
      });
      const reply: AdminAddRequestResponse = { success: true, message: ADMIN_REQUEST_ADDED_MESSAGE, request: record };
      ctx.status = 201;
      ctx.body = reply;
    } catch (error) {
      if (stored) await model.deleteOne({ _id: stored._id }).catch(() => undefined);
      if (saved.attachment_id) await stores.attachments.remove(saved.attachment_id).catch(() => undefined);
      throw error;
    }
  };
}

/**
 * The admin dashboard's add-request dialogs (spec §2 "Admin dashboard", §3 "Admin add-request
 * form", §5, §7); the token is checked before the body is read. Audited (entity
 * 'service_request' / 'track_request', action 'create').
 */
export function adminAddRequestsRouter(runtime: RequestsRuntime): Router {
  const route = (path: string, summary: string, kind: 'service' | 'opportunity'): ApiRoute => {
    const listField = kind === 'service' ? 'additional_services' : 'additional_opportunities';
    return {
      method: 'post',
      path,
      summary,
      description: `\`${listField}\` as repeated fields or one JSON array string (at most 20 entries of 200 characters). No account is created.`,
      tags: [TAGS.adminRequests],
      auth: 'admin',
      body: { type: 'multipart', schema: addRequestSchema, files: PDF_ATTACHMENT },
      use: [multipartUpload([{ name: 'attachment', maxCount: 1 }])],
      success: {
        status: 201,
        description:
          "`AdminAddRequestResponse` `{success:true, message:'تمت إضافة الطلب بنجاح', request: RequestRecord}`; audited",
      },
      errors: {
        400: `'Please fill in the following fields: Name, Email, Track' (only the missing ones), 'Invalid email address' or '{field}: …'; ${MULTIPART_ERRORS[400]}`,
        413: `'File size should be less than 5MB'; ${MULTIPART_ERRORS[413]}`,
        415: `'Unsupported file type: please select PDF files only'; ${MULTIPART_ERRORS[415]}`,
      },
      handler: addRequestHandler(runtime, kind),
    };
  };
  return apiRouter({ admin: runtime.auth.adminOnly }, [
    route('/api/admin/add-request', 'Add a service request for someone', 'service'),
    route('/api/admin/add-track-request', 'Add a track (opportunity) request for someone', 'opportunity'),
  ]);
}
