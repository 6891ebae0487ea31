import { MAX_UPLOAD_BYTES, hasPdfSignature } from '@consulting/contracts';

/** The fields of the track request form (spec §2 "Track request page"). */
export interface TrackRequestFields {
  name: string;
  email: string;
  phone: string;
  description: string;
}

export type RequiredField = 'name' | 'email' | 'description';

/**
 * The required fields that are empty or whitespace-only, in form order (spec §5: name, email,
 * description required and non-empty after trimming; phone optional). Empty list = valid.
 */
export function missingFields(fields: TrackRequestFields): RequiredField[] {
  const required: RequiredField[] = ['name', 'email', 'description'];
  return required.filter((key) => fields[key].trim() === '');
}

export type AttachmentVerdict = { ok: true } | { ok: false; reason: 'type' | 'size' };

/** Number of leading bytes read to recognise a PDF (`%PDF-`). */
const SIGNATURE_BYTES = 5;

async function readFirstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // Older DOM implementations (some test environments) only have FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Checks a chosen attachment before it is kept (spec §5): it must be a PDF by content (the first
 * bytes are `%PDF-`; the name and MIME type are not trusted) and at most `MAX_UPLOAD_BYTES`
 * (5 MiB − 1 byte; a file of exactly 5 MiB is refused). Resolves `{ok:false, reason:'size'}` for a
 * file too large, `{ok:false, reason:'type'}` for a non-PDF or unreadable file; never rejects.
 */
export async function checkAttachment(file: Blob): Promise<AttachmentVerdict> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'size' };
  try {
    const head = await readFirstBytes(file, SIGNATURE_BYTES);
    return hasPdfSignature(head) ? { ok: true } : { ok: false, reason: 'type' };
  } catch {
    return { ok: false, reason: 'type' };
  }
}
