import { MAX_UPLOAD_BYTES, hasPdfSignature } from '@consulting/contracts';

/** The text fields of the join form (spec §3 "Join application"), all required (spec §5). */
export interface JoinFields {
  full_name: string;
  email: string;
  phone: string;
  address: string;
  experience: string;
  specialization: string;
}

export const JOIN_FIELDS = ['full_name', 'email', 'phone', 'address', 'experience', 'specialization'] as const;

export const EMPTY_JOIN: JoinFields = {
  full_name: '',
  email: '',
  phone: '',
  address: '',
  experience: '',
  specialization: '',
};

export type JoinFieldError = 'required' | 'email';
export type JoinErrors = Partial<Record<keyof JoinFields, JoinFieldError>>;

/** Spec §5: text, at sign, text, dot, text. */
export const JOIN_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the join form (spec §5): every field non-blank ('required'), the email of the form
 * text@text.text ('email'). Returns the errors by field; an empty object means valid.
 */
export function validateJoin(fields: JoinFields): JoinErrors {
  const errors: JoinErrors = {};
  for (const key of JOIN_FIELDS) if (!fields[key].trim()) errors[key] = 'required';
  if (!errors.email && !JOIN_EMAIL_PATTERN.test(fields.email.trim())) errors.email = 'email';
  return errors;
}

/** The two optional files: a profile image (jpeg/png/gif) and a CV (pdf/doc/docx). */
export type JoinFileKind = 'profile_image' | 'cv_file';

export type JoinFileVerdict = { ok: true } | { ok: false; reason: 'type' | 'size' };

const startsWith = (head: Uint8Array, signature: number[]) => signature.every((byte, i) => head[i] === byte);

/** True for JPEG (FF D8 FF), PNG (89 'PNG' 0D 0A 1A 0A) or GIF ('GIF87a' / 'GIF89a') first bytes. */
export function isImageSignature(head: Uint8Array): boolean {
  return (
    startsWith(head, [0xff, 0xd8, 0xff]) ||
    startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    startsWith(head, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  );
}

/** True for PDF ('%PDF-'), DOC (OLE compound file D0 CF 11 E0 A1 B1 1A E1) or DOCX (ZIP 'PK' 03 04) first bytes. */
export function isDocumentSignature(head: Uint8Array): boolean {
  return (
    hasPdfSignature(head) ||
    startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]) ||
    startsWith(head, [0x50, 0x4b, 0x03, 0x04])
  );
}

async function readFirstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Checks a chosen file before it is kept (spec §5, §9): at most `MAX_UPLOAD_BYTES` (5 MiB − 1
 * byte, as the server enforces) else 'size'; the type is recognised by the first bytes, not by
 * the name or MIME type — an image for `profile_image`, a PDF/DOC/DOCX for `cv_file` — else
 * 'type' (also for an empty or unreadable file). Never rejects.
 */
export async function checkJoinFile(kind: JoinFileKind, file: Blob): Promise<JoinFileVerdict> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'size' };
  try {
    const head = await readFirstBytes(file, 8);
    const ok = kind === 'profile_image' ? isImageSignature(head) : isDocumentSignature(head);
    return ok ? { ok: true } : { ok: false, reason: 'type' };
  } catch {
    return { ok: false, reason: 'type' };
  }
}
