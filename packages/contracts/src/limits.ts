/** Largest accepted upload is one byte under 5 MiB: spec §5 says "under 5*1024*1024 bytes". */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024 - 1;

/** Browser storage keys (spec §9). */
export const STORAGE_KEYS = {
  language: 'language',
  user: 'user',
  token: 'token',
  userData: 'user_data',
  userToken: 'user_token',
  adminToken: 'admin_token',
  adminUser: 'admin_user',
} as const;

/**
 * True when the first bytes of a file are a PDF signature (`%PDF-`). Used in the browser to
 * refuse a renamed file before upload (spec §5); the server checks again with `file-type`.
 */
export function hasPdfSignature(firstBytes: Uint8Array): boolean {
  const signature = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return signature.every((byte, i) => firstBytes[i] === byte);
}
