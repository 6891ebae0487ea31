import { MAX_UPLOAD_BYTES, hasPdfSignature } from '@consulting/contracts';

export type FileVerdict = { ok: true } | { ok: false; reason: 'type' | 'size' };

async function readFirstBytes(file: Blob, count: number): Promise<Uint8Array> {
  const head = file.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // Some DOM implementations (jsdom) only have FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Checks a chosen file before upload (spec §5): over `MAX_UPLOAD_BYTES` (5 MiB − 1 byte, as the
 * server enforces) gives reason 'size'; else `accepts` judges its first 8 bytes (the name and MIME
 * type are not trusted), and a refusal, an empty or an unreadable file gives 'type'. Never rejects.
 */
export async function checkUpload(file: Blob, accepts: (head: Uint8Array) => boolean): Promise<FileVerdict> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, reason: 'size' };
  try {
    return accepts(await readFirstBytes(file, 8)) ? { ok: true } : { ok: false, reason: 'type' };
  } catch {
    return { ok: false, reason: 'type' };
  }
}

/** `checkUpload` for a PDF attachment (spec §5: PDF only, < 5 MiB; first bytes `%PDF-`). */
export const checkPdfAttachment = (file: Blob): Promise<FileVerdict> => checkUpload(file, hasPdfSignature);
