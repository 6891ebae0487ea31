import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import mongoose from 'mongoose';
import { PRIVACY_POLICY_VERSION, type SubmitRequestResponse } from '@consulting/contracts';
import {
  assertFileKind,
  HttpError,
  leadLanguageSchema,
  publicFormFieldsShape,
  type AuthUser,
  type UploadedFile,
} from '@consulting/service-kit';
import type { PublicFormName } from './public-form-guard.ts';
import { createWithReference, decoyReference } from './references.ts';
import { leadOfRequest, pendingMailsFor, requestLeadKind, startLeadMails } from './lead-mails.ts';
import { confirmationLink, confirmationMail, newConfirmation } from './request-confirmation.ts';
import { toRequestRecord, type RequestReply } from './request-record.ts';
import type { RequestsRuntime } from './runtime.ts';
import type { StoredRequest } from './models/request.schema.ts';

/** The success text of spec §8 "Track request". */
export const SUBMITTED_MESSAGE = 'Your request has been sent successfully! We will contact you soon.';

const MISSING = 'missing';
const required = (max: number) => z.string({ error: MISSING }).trim().min(1, { error: MISSING }).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

/** The labels spec §5 uses when naming missing fields ('Name, Email, Description'). */
const FIELD_LABELS: Record<string, string> = { user_name: 'Name', user_email: 'Email', message: 'Description' };

/**
 * Multipart fields of a track or service request (spec §3 "Track request payload", §5): name,
 * email and description required and non-blank after trimming; phone and company optional;
 * `service_name` is the track slug or free text, `'unknown'` when absent (spec §2). Other fields
 * (`request_type`, anything extra) are ignored: the endpoint decides the request type.
 */
export const submissionSchema = z.object({
  service_name: optionalText(200).transform((value) => value ?? 'unknown'),
  user_name: required(200),
  user_email: required(254)
    .pipe(z.email({ error: 'Invalid email address' }))
    .transform((value) => value.toLowerCase()),
  user_phone: optionalText(50),
  company: optionalText(200),
  message: required(10_000),
  /** The page's language, for the submitter's mails. */
  lang: leadLanguageSchema,
});

export type Submission = z.infer<typeof submissionSchema>;

/** The whole multipart body of the public forms: their fields and the public-form guard fields (API document). */
export const submissionFormSchema = submissionSchema.extend(publicFormFieldsShape);

/**
 * Validates the text fields of a submission. Throws HttpError 400 'Please fill in the following
 * fields: Name, Email, Description' (only the missing ones) or the first format error.
 */
export function parseSubmission(body: unknown): Submission {
  const parsed = submissionSchema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const missing = parsed.error.issues
    .filter((issue) => issue.message === MISSING)
    .map((issue) => FIELD_LABELS[String(issue.path[0])]);
  if (missing.length > 0) throw new HttpError(400, `Please fill in the following fields: ${missing.join(', ')}`);
  const first = parsed.error.issues[0];
  throw new HttpError(400, first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message);
}

/** The one `attachment` file multer kept for this request, if any (after `multipartUpload`). */
export function uploadedAttachment(ctx: Context): UploadedFile | undefined {
  const files = ctx.files;
  if (!files || Array.isArray(files)) return undefined;
  return files.attachment?.[0];
}

/** What the submitter gets back (no `account_created`, see `submissionHandler`). */
export type SubmitRequestReply = Omit<SubmitRequestResponse, 'account_created' | 'request'> & { request: RequestReply };

/**
 * The signed-in client of the request's token, or null. An admin token (the shared client
 * prefers it) does not make the admin the owner, and a token that cannot be checked (identity
 * down) makes the submission a guest one rather than refusing it.
 */
export async function signedInClient(ctx: Context, runtime: RequestsRuntime): Promise<AuthUser | null> {
  try {
    const user = await runtime.auth.authenticate(ctx);
    return user?.role === 'client' ? user : null;
  } catch (error) {
    ctx.log.warn({ err: error }, 'token could not be checked; submission treated as a guest one');
    return null;
  }
}

interface Owner {
  user_id?: string;
  user_name: string;
  user_email: string;
  /**
   * True when the request must wait for its owner's confirmation: a guest's
   * request under an email whose account already existed, or whose account identity could not
   * tell about (identity down: it may well be someone else's).
   */
  held: boolean;
}

/**
 * The client a submission belongs to. A signed-in client owns it (id, name and email from the
 * token, whatever the form says), and it is never held. Anyone else is a guest: identity finds
 * or creates their account. A new account's first request is confirmed at once (identity mails
 * its sign-in details); a request under an email that already had an account is held. Spec §7:
 * a failing registration never blocks the submission, so when identity is unreachable the
 * request is stored without an account, held (and the failure logged).
 */
async function resolveOwner(
  ctx: Context,
  runtime: RequestsRuntime,
  fields: Submission,
  client: AuthUser | null,
): Promise<Owner> {
  if (client) {
    return {
      user_id: client.id,
      user_name: client.name || fields.user_name,
      user_email: client.email.toLowerCase(),
      held: false,
    };
  }
  const guest = { user_name: fields.user_name, user_email: fields.user_email };
  try {
    const { created, user } = await runtime.identity.ensureAccount({
      name: fields.user_name,
      email: fields.user_email,
      ...(fields.user_phone ? { phone: fields.user_phone } : {}),
    });
    return { ...guest, user_id: user.id, held: !created };
  } catch (error) {
    ctx.log.warn({ err: error }, 'guest account could not be created; request stored without an account, held');
    return { ...guest, held: true };
  }
}

/**
 * The record as the submitter sees it: never the `unconfirmed` flag, and for a guest never the
 * account id, so the answer is the same whether or not the email already had an account.
 */
function submitterRecord(doc: StoredRequest, runtime: RequestsRuntime, signedIn: boolean): RequestReply {
  const { unconfirmed: _held, ...record } = toRequestRecord(doc, runtime.uploadUrlSecret);
  if (!signedIn) delete record.user_id;
  return record;
}

/** A record a person's submission would have produced, built in memory for a bot and never stored. */
function botRecord(
  fields: Submission,
  kind: 'service' | 'opportunity',
  client: AuthUser | null,
  attachmentName: string | undefined,
): StoredRequest {
  const now = new Date();
  return {
    _id: new mongoose.Types.ObjectId(),
    request_type: kind,
    ...fields,
    reference: decoyReference(requestLeadKind(kind)),
    ...(client ? { user_id: client.id, user_name: client.name || fields.user_name } : {}),
    user_email: client ? client.email.toLowerCase() : fields.user_email,
    status: 'new',
    progress: 'pending',
    ...(attachmentName ? { attachment_id: new mongoose.Types.ObjectId(), attachment_name: attachmentName } : {}),
    consent: { policy_version: PRIVACY_POLICY_VERSION, given_at: now },
    created_at: now,
    updated_at: now,
  };
}

/**
 * Mails the owner of a held request its confirmation link (through identity). Never rejects: a
 * failure is logged and the request stays held, visible to admins, who can still act on it.
 */
async function mailConfirmation(
  ctx: Context,
  runtime: RequestsRuntime,
  doc: StoredRequest,
  token: string,
): Promise<void> {
  try {
    await runtime.identity.sendMail(confirmationMail(doc, confirmationLink(runtime.publicUrl, token)));
  } catch (error) {
    ctx.log.warn(
      { err: error, request: doc._id.toString() },
      'confirmation mail of a held request could not be sent; the request stays held',
    );
  }
}

/**
 * Handler of `POST /api/service-requests` and `POST /api/track-requests` (spec §7),
 * after `multipartUpload` has read the body (a file ≥ 5 MiB already ended it with 413).
 * Order: validate fields (400) → check the PDF by content (415) → the public-form guard (400 for
 * a missing/stale form token or no consent) → database ready (503) → a bot (honeypot, too fast)
 * gets the answer a person would, built in memory, and nothing is stored, mailed or created →
 * the per-email limit of this form (429 + Retry-After) → owner (identity finds or creates a
 * guest's account) → store the PDF in GridFS → create the request with the consent, held when
 * `resolveOwner` says so (the PDF is deleted again if that fails) → mail a held request's owner
 * its confirmation link. The request gets the next reference number (`SR-…`,
 * `TR-…`) and `lang`, is stored owing its lead mails (staff alert; the submitter's confirmation
 * unless held), which are handed to identity after the answer (`startLeadMails`; the sweep
 * retries them while identity is down). A rejected submission stores nothing. Answers 201 `SubmitRequestReply`
 * `{success, message, request}`, without `account_created`; a guest's record
 * carries no `user_id`, so the answer never tells whether the email had an account.
 */
export function submissionHandler(runtime: RequestsRuntime, kind: 'service' | 'opportunity'): Middleware {
  const form: PublicFormName = kind === 'service' ? 'service_request' : 'track_request';
  return async (ctx) => {
    const fields = parseSubmission(ctx.request.body);
    const file = uploadedAttachment(ctx);
    const mime = file ? await assertFileKind(file, 'pdf') : undefined;
    const verdict = runtime.publicForms.check(ctx.request.body, form);
    const stores = runtime.stores();
    const client = await signedInClient(ctx, runtime);
    const attachmentName = file ? file.originalname.slice(0, 255) || 'attachment.pdf' : undefined;
    const answer = (doc: StoredRequest) => {
      const reply: SubmitRequestReply = {
        success: true,
        message: SUBMITTED_MESSAGE,
        request: submitterRecord(doc, runtime, client !== null),
      };
      ctx.status = 201;
      ctx.body = reply;
    };
    if (verdict.kind === 'bot') {
      ctx.log.info({ form, reason: verdict.reason }, 'public form caught as a bot; nothing stored');
      answer(botRecord(fields, kind, client, attachmentName));
      return;
    }
    await runtime.publicForms.limitEmail(
      stores.connection,
      form,
      client ? client.email.toLowerCase() : fields.user_email,
    );
    const owner = await resolveOwner(ctx, runtime, fields, client);
    const model = kind === 'service' ? stores.serviceRequests : stores.trackRequests;
    const hold = owner.held ? newConfirmation() : undefined;

    let attachmentId: mongoose.Types.ObjectId | undefined;
    if (file && mime && attachmentName) {
      attachmentId = await stores.attachments.save(file.buffer, {
        original_name: attachmentName,
        size: file.size,
        mime,
      });
    }
    let stored: StoredRequest;
    try {
      const { held: _held, ...ownerFields } = owner;
      const doc = await createWithReference(stores.connection, requestLeadKind(kind), (reference) =>
        model.create({
          ...fields,
          ...ownerFields,
          request_type: kind,
          status: 'new',
          reference,
          pending_mails: pendingMailsFor(owner.held),
          consent: verdict.consent,
          ...(hold ? { confirmation: hold.confirmation } : {}),
          ...(attachmentId ? { attachment_id: attachmentId, attachment_name: attachmentName } : {}),
        }),
      );
      stored = doc.toObject();
    } catch (error) {
      if (attachmentId) await stores.attachments.remove(attachmentId).catch(() => undefined);
      throw error;
    }
    if (hold) await mailConfirmation(ctx, runtime, stored, hold.token);
    startLeadMails(model, stored, leadOfRequest, {
      identity: runtime.identity,
      publicUrl: runtime.publicUrl,
      log: ctx.log,
    });
    answer(stored);
  };
}
