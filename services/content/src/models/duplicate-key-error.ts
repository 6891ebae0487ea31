/**
 * True for MongoDB's duplicate key error (E11000), also when insertMany wraps it in a bulk
 * write error. Used where a unique index decides (newsletter email, concurrent seeds).
 */
export function isDuplicateKeyError(error: unknown): boolean {
  const e = error as { code?: unknown; writeErrors?: { code?: unknown; err?: { code?: unknown } }[] } | null;
  if (e?.code === 11000) return true;
  return Array.isArray(e?.writeErrors) && e.writeErrors.some((w) => w.code === 11000 || w.err?.code === 11000);
}
