import type { Context, Middleware } from 'koa';
import mongoose from 'mongoose';
import { z } from 'zod';
import { MAX_UPLOAD_BYTES, PRIVACY_POLICY_VERSION } from '@consulting/contracts';
import {
  assertFileKind,
  HttpError,
  leadLanguageSchema,
  multipartUpload,
  publicFormFieldsShape,
  type AcceptedKind,
  type AuthUser,
  type UploadedFile,
} from '@consulting/service-kit';
import { INVALID_EMAIL, parseForm, requiredText } from './form-fields.ts';
import type { FileMetadata } from './grid-file-store.ts';
import {
  toJoinApplicationRecord,
  type JoinApplicationReply,
  type JoinApplicationSubmitResponse,
} from './join-application-record.ts';
import { JOIN_FIELD_MAX_LENGTH, type StoredJoinApplication } from './models/join-application.model.ts';
import { leadOfApplication, pendingMailsFor, startLeadMails } from './lead-mails.ts';
import { confirmationLink, joinApplicationConfirmationMail, newConfirmation } from './request-confirmation.ts';
import { createWithReference, decoyReference } from './references.ts';
import type { RequestsRuntime } from './runtime.ts';
import { mailConfirmation, signedInClient } from './submission.ts';

/** The success text of spec §8 "Join applications (public)". */
export const JOIN_SUBMITTED_MESSAGE = 'Application submitted successfully';
/** Spec §5 "Join form": the size error of either file. */
export const JOIN_FILE_TOO_LARGE = 'File size too large (max 5MB)';

/** Spec §5 "Join form": text, at sign, text, dot, text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The six required text fields of the join form (spec §3 "Join application", §5 "Join form"). */
export const joinFormSchema = z.object({
  full_name: requiredText(JOIN_FIELD_MAX_LENGTH.full_name),
  email: requiredText(JOIN_FIELD_MAX_LENGTH.email)
    .regex(EMAIL_PATTERN, { error: INVALID_EMAIL })
    .transform((value) => value.toLowerCase()),
  phone: requiredText(JOIN_FIELD_MAX_LENGTH.phone),
  address: requiredText(JOIN_FIELD_MAX_LENGTH.address),
  experience: requiredText(JOIN_FIELD_MAX_LENGTH.experience),
  specialization: requiredText(JOIN_FIELD_MAX_LENGTH.specialization),
  /** The page's language, for the applicant's mails. */
  lang: leadLanguageSchema,
});

export type JoinForm = z.infer<typeof joinFormSchema>;

/** The whole multipart body of the join form: its fields and the public-form guard fields (API document). */
export const joinApplicationFormSchema = joinFormSchema.extend(publicFormFieldsShape);

/**
 * Validates the text fields of a join application (spec §5 "Join form"); extra fields (status,
 * admin_notes, user_id, …) are dropped. Throws HttpError 400
 * 'This field is required: full_name, email, …' naming every missing or blank field, in form
 * order; then 400 'Invalid email address'; then 400 '{field}: …' for a field that is too long.
 */
export function parseJoinForm(body: unknown): JoinForm {
  return parseForm(joinFormSchema, body, (fields) => `This field is required: ${fields.join(', ')}`);
}

/** The two optional files of the form and the kind each must be, by content (spec §5, §9). */
const JOIN_FILES = [
  { field: 'profile_image', kind: 'image' },
  { field: 'cv_file', kind: 'document' },
] as const satisfies readonly { field: string; kind: AcceptedKind }[];

type JoinFileField = (typeof JOIN_FILES)[number]['field'];

/**
 * Multipart parser of the join form: the text fields plus at most one `profile_image` and one
 * `cv_file`, each kept in memory and cut off while streaming at 5 MiB − 1 bytes. A larger file
 * ends the request with 413 'File size too large (max 5MB)' (spec §5 wording, not the request
 * forms'); other upload errors keep the kit's 400. Downstream errors pass through untouched.
 */
export function joinApplicationUpload(): Middleware {
  const upload = multipartUpload(JOIN_FILES.map(({ field }) => ({ name: field, maxCount: 1 })));
  return async (ctx, next) => {
    try {
      // Run the parser alone, so only its own errors are translated here.
      await upload(ctx, async () => undefined);
    } catch (error) {
      const name = (error as { name?: unknown; code?: unknown } | null)?.name;
      const code = (error as { code?: unknown } | null)?.code;
      if (name === 'MulterError' && code === 'LIMIT_FILE_SIZE') throw new HttpError(413, JOIN_FILE_TOO_LARGE);
      throw error;
    }
    await next();
  };
}

interface CheckedFile {
  field: JoinFileField;
  buffer: Buffer;
  metadata: FileMetadata;
}

/**
 * The files multer kept, each checked by content: 413 'File size too large (max 5MB)' at
 * ≥ 5 MiB; 415 'Unsupported file type' when a profile image is not jpeg/png/gif or a CV not
 * pdf/doc/docx (assertFileKind 'image' / 'document'). Nothing is stored yet.
 */
async function checkedFiles(ctx: Context): Promise<CheckedFile[]> {
  const files = ctx.files && !Array.isArray(ctx.files) ? ctx.files : {};
  const checked: CheckedFile[] = [];
  for (const { field, kind } of JOIN_FILES) {
    const file: UploadedFile | undefined = files[field]?.[0];
    if (!file) continue;
    if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, JOIN_FILE_TOO_LARGE);
    const mime = await assertFileKind(file, kind);
    const original_name = file.originalname.slice(0, 255) || field;
    checked.push({ field, buffer: file.buffer, metadata: { original_name, size: file.size, mime } });
  }
  return checked;
}

/** The stored file fields of `files` saved under `ids` (same order). */
function fileFieldsOf(files: CheckedFile[], ids: mongoose.Types.ObjectId[]): Partial<StoredJoinApplication> {
  const fileFields: Partial<StoredJoinApplication> = {};
  files.forEach((file, i) => {
    if (file.field === 'profile_image') {
      fileFields.profile_image_id = ids[i];
      fileFields.profile_image_name = file.metadata.original_name;
    } else {
      fileFields.cv_file_id = ids[i];
      fileFields.cv_file_name = file.metadata.original_name;
    }
  });
  return fileFields;
}

/** An application a person's form would have produced, built in memory for a bot and never stored. */
function botApplication(form: JoinForm, files: CheckedFile[], userId: string | undefined): StoredJoinApplication {
  const now = new Date();
  return {
    _id: new mongoose.Types.ObjectId(),
    ...form,
    reference: decoyReference('join_application'),
    ...(userId ? { user_id: userId } : {}),
    status: 'pending',
    admin_notes: '',
    ...fileFieldsOf(
      files,
      files.map(() => new mongoose.Types.ObjectId()),
    ),
    consent: { policy_version: PRIVACY_POLICY_VERSION, given_at: now },
    created_at: now,
    updated_at: now,
  };
}

/**
 * True when the application must wait for its email owner's confirmation: it
 * was filed without a client's token (a guest, or an admin's token, which does not make the admin
 * the applicant), or by a client under another email than their own, and `email` has an account.
 * A signed-in client applying under their own email is never held; an email without an account
 * is not held (whoever registers it later sees the application, as before). When identity cannot
 * say (down, slow, an error), the application is held: it may well be someone else's.
 */
async function mustHold(
  ctx: Context,
  runtime: RequestsRuntime,
  email: string,
  client: AuthUser | null,
): Promise<boolean> {
  if (client && client.email.toLowerCase() === email) return false;
  try {
    return await runtime.identity.accountExists(email);
  } catch (error) {
    ctx.log.warn({ err: error }, 'identity could not say whether the email has an account; application held');
    return true;
  }
}

/**
 * The application as its sender sees it: never the `unconfirmed` flag, so the answer is the
 * same whether or not the email had an account (no enumeration).
 */
function applicantRecord(doc: StoredJoinApplication, runtime: RequestsRuntime): JoinApplicationReply {
  const { unconfirmed: _held, ...record } = toJoinApplicationRecord(doc, runtime.uploadUrlSecret);
  return record;
}

/**
 * Handler of `POST /api/endpoints/join-applications.php` and `POST /api/join-applications`
 * (spec §7), after `joinApplicationUpload` has read the body. Order: fields (400) →
 * files by content (413/415) → the public-form guard (400 for a missing/stale form token or no
 * consent) → database ready (503) → applicant (a client's token) → a bot (honeypot, too fast)
 * gets the answer a person would, built in memory, and nothing is stored (its files never reach
 * GridFS) → the per-email limit of the join form (429 + Retry-After) → whether it is held
 * (`mustHold`: filed without the email owner's token under an email identity knows, or identity
 * cannot say) → files into the GridFS bucket `join_applications` → the document, status
 * 'pending', admin_notes '' and the consent, plus `confirmation {status:'pending', token_hash,
 * requested_at}` when held → a held application's owner is mailed the single-use link
 * (`/api/requests/confirm?token=`, through identity's `/internal/mail`). A rejected or failed
 * application stores nothing: a file write that fails deletes the files written before it, and a
 * failed insert deletes all of them. Answers 201 JoinApplicationSubmitResponse, identical whether
 * or not it was held (the sender never sees `unconfirmed`). The application gets
 * the next reference number (`JA-…`) and `lang`, and owes its lead mails (staff alert; the
 * applicant's confirmation unless held), handed to identity after the answer (`startLeadMails`).
 */
export function joinApplicationHandler(runtime: RequestsRuntime): Middleware {
  return async (ctx) => {
    const form = parseJoinForm(ctx.request.body);
    const files = await checkedFiles(ctx);
    const verdict = runtime.publicForms.check(ctx.request.body, 'join_application');
    const stores = runtime.stores();
    const client = await signedInClient(ctx, runtime);
    const userId = client?.id;
    const answer = (doc: StoredJoinApplication) => {
      const reply: JoinApplicationSubmitResponse = {
        success: true,
        message: JOIN_SUBMITTED_MESSAGE,
        data: applicantRecord(doc, runtime),
      };
      ctx.status = 201;
      ctx.body = reply;
    };
    if (verdict.kind === 'bot') {
      ctx.log.info({ form: 'join_application', reason: verdict.reason }, 'public form caught as a bot; nothing stored');
      answer(botApplication(form, files, userId));
      return;
    }
    await runtime.publicForms.limitEmail(stores.connection, 'join_application', form.email);
    const hold = (await mustHold(ctx, runtime, form.email, client)) ? newConfirmation() : undefined;

    const ids = await stores.joinApplicationFiles.saveAll(files);
    let stored: StoredJoinApplication;
    try {
      const doc = await createWithReference(stores.connection, 'join_application', (reference) =>
        stores.joinApplications.create({
          ...form,
          ...(userId ? { user_id: userId } : {}),
          status: 'pending',
          admin_notes: '',
          reference,
          pending_mails: pendingMailsFor(hold !== undefined),
          consent: verdict.consent,
          ...(hold ? { confirmation: hold.confirmation } : {}),
          ...fileFieldsOf(files, ids),
        }),
      );
      stored = doc.toObject();
    } catch (error) {
      await stores.joinApplicationFiles.removeAll(ids).catch(() => undefined);
      throw error;
    }
    if (hold) {
      const mail = joinApplicationConfirmationMail(stored, confirmationLink(runtime.publicUrl, hold.token));
      await mailConfirmation(ctx, runtime, mail, { kind: 'application', id: stored._id });
    }
    startLeadMails(stores.joinApplications, stored, leadOfApplication, {
      identity: runtime.identity,
      publicUrl: runtime.publicUrl,
      log: ctx.log,
    });
    answer(stored);
  };
}
