import { hasPdfSignature } from '@consulting/contracts';
import { checkUpload, type FileVerdict } from '@consulting/ui';

export const JOIN_FIELDS = ['full_name', 'email', 'phone', 'address', 'experience', 'specialization'] as const;

/** The text fields of the join form (spec §3 "Join application"), all required (spec §5). */
export type JoinFields = Record<(typeof JOIN_FIELDS)[number], string>;

export const EMPTY_JOIN: JoinFields = {
  full_name: '',
  email: '',
  phone: '',
  address: '',
  experience: '',
  specialization: '',
};

/** The two optional files: a profile image (jpeg/png/gif) and a CV (pdf/doc/docx). */
export type JoinFileKind = 'profile_image' | 'cv_file';

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

/**
 * Checks a chosen join file with `checkUpload` (spec §5, §9): an image for `profile_image`, a
 * PDF/DOC/DOCX for `cv_file`, recognised by its first bytes.
 */
export const checkJoinFile = (kind: JoinFileKind, file: Blob): Promise<FileVerdict> =>
  checkUpload(file, kind === 'profile_image' ? isImageSignature : isDocumentSignature);
