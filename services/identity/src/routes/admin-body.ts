import { z } from 'zod';
import { HttpError } from '@consulting/service-kit';

/**
 * Parses an admin panel's JSON body with `schema` and answers a bad one with HttpError 400 and
 * the schema's own (Arabic) message as is, without the kit's `field: ` prefix: the panel shows
 * it to the staff member as written (the admin panel's texts are Arabic). A body that is
 * not a JSON object is 400 'يجب أن يكون الطلب كائن JSON'.
 */
export function parseAdminBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const input = body ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) throw new HttpError(400, 'يجب أن يكون الطلب كائن JSON');
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new HttpError(400, parsed.error.issues[0]?.message ?? 'بيانات غير صالحة');
}
