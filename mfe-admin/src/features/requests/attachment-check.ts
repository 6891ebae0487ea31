import { MAX_UPLOAD_BYTES, hasPdfSignature } from '@consulting/contracts';

export type AttachmentVerdict = { ok: true } | { ok: false; reason: 'type' | 'size' };

/** Number of leading bytes read to recognise a PDF (`%PDF-`). */
const SIGNATURE_BYTES = 5;

async function readFirstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // Some DOM implementations (older jsdom) only have FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Checks an attachment chosen in the admin add-request dialog (spec §5: PDF only, under 5 MiB).
 * The type is read from the content (first bytes `%PDF-`), not from the name or MIME type; the
 * size must be at most `MAX_UPLOAD_BYTES` (5 MiB − 1 byte). Resolves a verdict; never rejects.
 */
export async function checkPdfAttachment(file: Blob): Promise<AttachmentVerdict> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'size' };
  try {
    return hasPdfSignature(await readFirstBytes(file, SIGNATURE_BYTES)) ? { ok: true } : { ok: false, reason: 'type' };
  } catch {
    return { ok: false, reason: 'type' };
  }
}
