import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import type mongoose from 'mongoose';
import type { SubmitRequestResponse } from '@consulting/contracts';
import { assertFileKind, HttpError, type AuthUser, type UploadedFile } from '@consulting/service-kit';
import { toRequestRecord } from './request-record.ts';
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
});

export type Submission = z.infer<typeof submissionSchema>;

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

interface Owner {
  user_id?: string;
  user_name: string;
  user_email: string;
  account_created: boolean;
}

/**
 * The client a submission belongs to. A signed-in client owns it (id, name and email from the
 * token, whatever the form says). Anyone else is a guest: identity finds or creates their
 * account. Spec §7: a failing registration never blocks the submission, so when identity is
 * unreachable the request is stored without an account (and the failure logged).
 */
async function resolveOwner(ctx: Context, runtime: RequestsRuntime, fields: Submission): Promise<Owner> {
  let tokenUser: AuthUser | null = null;
  try {
    tokenUser = await runtime.auth.authenticate(ctx);
  } catch (error) {
    ctx.log.warn({ err: error }, 'token could not be checked; submission treated as a guest one');
  }
  // An admin token on the public form (the shared client prefers it) does not make the admin the owner.
  if (tokenUser?.role === 'client') {
    return {
      user_id: tokenUser.id,
      user_name: tokenUser.name || fields.user_name,
      user_email: tokenUser.email.toLowerCase(),
      account_created: false,
    };
  }
  const guest = { user_name: fields.user_name, user_email: fields.user_email };
  try {
    const { created, user } = await runtime.identity.ensureAccount({
      name: fields.user_name,
      email: fields.user_email,
      ...(fields.user_phone ? { phone: fields.user_phone } : {}),
    });
    return { ...guest, user_id: user.id, account_created: created };
  } catch (error) {
    ctx.log.warn({ err: error }, 'guest account could not be created; request stored without an account');
    return { ...guest, account_created: false };
  }
}

/**
 * Handler of `POST /api/service-requests` and `POST /api/track-requests` (spec §7), after
 * `multipartUpload` has read the body (a file ≥ 5 MiB already ended it with 413).
 * Order: validate fields (400) → check the PDF by content (415) → database ready (503) →
 * owner → store the PDF in GridFS → create the request (the PDF is deleted again if that fails).
 * A rejected submission stores nothing. Answers 201 `SubmitRequestResponse`.
 */
export function submissionHandler(runtime: RequestsRuntime, kind: 'service' | 'opportunity'): Middleware {
  return async (ctx) => {
    const fields = parseSubmission(ctx.request.body);
    const file = uploadedAttachment(ctx);
    const mime = file ? await assertFileKind(file, 'pdf') : undefined;
    const stores = runtime.stores();
    const owner = await resolveOwner(ctx, runtime, fields);
    const model = kind === 'service' ? stores.serviceRequests : stores.trackRequests;

    let attachmentId: mongoose.Types.ObjectId | undefined;
    const attachmentName = file ? file.originalname.slice(0, 255) || 'attachment.pdf' : undefined;
    if (file && mime && attachmentName) {
      attachmentId = await stores.attachments.save(file.buffer, {
        original_name: attachmentName,
        size: file.size,
        mime,
      });
    }
    let stored: StoredRequest;
    try {
      const { account_created: _created, ...ownerFields } = owner;
      const doc = await model.create({
        ...fields,
        ...ownerFields,
        request_type: kind,
        status: 'new',
        ...(attachmentId ? { attachment_id: attachmentId, attachment_name: attachmentName } : {}),
      });
      stored = doc.toObject();
    } catch (error) {
      if (attachmentId) await stores.attachments.remove(attachmentId).catch(() => undefined);
      throw error;
    }
    const reply: SubmitRequestResponse = {
      success: true,
      message: SUBMITTED_MESSAGE,
      request: toRequestRecord(stored, runtime.uploadUrlSecret),
      account_created: owner.account_created,
    };
    ctx.status = 201;
    ctx.body = reply;
  };
}
