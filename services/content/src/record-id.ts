import { isObjectIdOrHexString } from 'mongoose';
import { HttpError } from '@consulting/service-kit';

/**
 * The `:id` route parameter as a MongoDB id. A malformed id cannot name any record, so it
 * throws HttpError 404 with `notFound` (the same answer as an unknown id), never a 400 or 500.
 */
export function recordId(id: string | undefined, notFound: string): string {
  if (!id || !isObjectIdOrHexString(id) || !/^[0-9a-f]{24}$/i.test(id)) throw new HttpError(404, notFound);
  return id;
}
