import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import mongoose from 'mongoose';
import { PRIVACY_POLICY_VERSION, type SubmitRequestResponse } from '@consulting/contracts';
import {
  assertFileKind,
  leadLanguageSchema,
  publicFormFieldsShape,
  type AuthUser,
  type UploadedFile,
} from '@consulting/service-kit';
import { optionalText, parseForm, pleaseFillIn, requiredEmail, requiredText } from './form-fields.ts';
import type { PublicFormName } from './public-form-guard.ts';
import { createWithReference, decoyReference } from './references.ts';
import { leadOfRequest, pendingMailsFor, requestLeadKind, startLeadMails } from './lead-mails.ts';
import { confirmationLink, confirmationMail, newConfirmation } from './request-confirmation.ts';
import { toRequestRecord, type RequestReply } from './request-record.ts';
import type { RequestStores, RequestsRuntime } from './runtime.ts';
import type { StoredRequest } from './models/request.schema.ts';

/** The success text of spec §8 "Track request". */
export const SUBMITTED_MESSAGE = 'Your request has been sent successfully! We will contact you soon.';

/**
 * Multipart fields of a track or service request (spec §3 "Track request payload", §5): name,
 * email and description required and non-blank after trimming; phone and company optional;
 * `service_name` is the track slug or free text, `'unknown'` when absent (spec §2). Other fields
 * (`request_type`, anything extra) are ignored: the endpoint decides the request type.
 */
export const submissionSchema = z.object({
  service_name: optionalText(200).transform((value) => value ?? 'unknown'),
  user_name: requiredText(200),
  user_email: requiredEmail(),
  user_phone: optionalText(50),
  company: optionalText(200),
  message: requiredText(10_000),
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
  const labels = { user_name: 'Name', user_email: 'Email', message: 'Description' };
  return parseForm(submissionSchema, body, pleaseFillIn(labels), false);
}

/** A request form's PDF: the file multer kept, its type by content and the name it is stored under. */
export interface CheckedAttachment {
  file: UploadedFile;
  mime: string;
  name: string;
}

/**
 * The one `attachment` file multer kept for this request (after `multipartUpload`), checked by
 * content: 415 when it is not a PDF, 413 at 5 MiB or more. Undefined without one.
 */
export async function checkedAttachment(ctx: Context): Promise<CheckedAttachment | undefined> {
  const file = ctx.files && !Array.isArray(ctx.files) ? ctx.files.attachment?.[0] : undefined;
  if (!file) return undefined;
  const mime = await assertFileKind(file, 'pdf');
  return { file, mime, name: file.originalname.slice(0, 255) || 'attachment.pdf' };
}

/** Saves `attachment` in the `attachments` bucket; resolves the request fields naming it (`{}` without one). */
export async function saveAttachment(
  stores: RequestStores,
  attachment: CheckedAttachment | undefined,
): Promise<Pick<StoredRequest, 'attachment_id' | 'attachment_name'>> {
  if (!attachment) return {};
  const { file, mime, name } = attachment;
  const id = await stores.attachments.save(file.buffer, { original_name: name, size: file.size, mime });
  return { attachment_id: id, attachment_name: name };
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
 * Hands `mail`, the confirmation link of the held record `id`, to identity. Never rejects: a
 * failure is logged and the record stays held, visible to admins, who can still act on it.
 */
export async function mailConfirmation(
  ctx: Context,
  runtime: RequestsRuntime,
  mail: Parameters<RequestsRuntime['identity']['sendMail']>[0],
  held: { kind: 'request' | 'application'; id: mongoose.Types.ObjectId },
): Promise<void> {
  try {
    await runtime.identity.sendMail(mail);
  } catch (error) {
    ctx.log.warn(
      { err: error, [held.kind]: held.id.toString() },
      `confirmation mail of a held ${held.kind} could not be sent; the ${held.kind} stays held`,
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
    const attachment = await checkedAttachment(ctx);
    const verdict = runtime.publicForms.check(ctx.request.body, form);
    const stores = runtime.stores();
    const client = await signedInClient(ctx, runtime);
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
      answer(botRecord(fields, kind, client, attachment?.name));
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

    const saved = await saveAttachment(stores, attachment);
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
          ...saved,
        }),
      );
      stored = doc.toObject();
    } catch (error) {
      if (saved.attachment_id) await stores.attachments.remove(saved.attachment_id).catch(() => undefined);
      throw error;
    }
    if (hold) {
      const mail = confirmationMail(stored, confirmationLink(runtime.publicUrl, hold.token));
      await mailConfirmation(ctx, runtime, mail, { kind: 'request', id: stored._id });
    }
    startLeadMails(model, stored, leadOfRequest, {
      identity: runtime.identity,
      publicUrl: runtime.publicUrl,
      log: ctx.log,
    });
    answer(stored);
  };
}
