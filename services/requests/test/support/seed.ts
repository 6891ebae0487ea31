/**
 * Seeds stored documents straight into a test database (list tests need many rows with
 * chosen dates, which the forms cannot give). Documents are written as the service stores them.
 */
import mongoose from 'mongoose';
import type { StoredJoinApplication } from '../../src/models/join-application.model.ts';
import type { StoredRequest } from '../../src/models/request.schema.ts';

/** A stored request as `request.schema.ts` keeps it, any status text allowed; `progress` may be left out (older documents). */
export type SeedRequest = Omit<StoredRequest, 'status' | 'progress'> & { status: string; progress?: string };

/** A stored join application as `join-application.model.ts` keeps it, any status text allowed. */
export type SeedApplication = Omit<StoredJoinApplication, 'status'> & { status: string };

/** 2026-01-01T00:00:00Z plus `minutes`. */
export function minutesAfterNewYear(minutes: number): Date {
  return new Date(Date.UTC(2026, 0, 1) + minutes * 60_000);
}

/** A service (or track) request with every required field; `fields` override. */
export function requestDoc(fields: Partial<SeedRequest> = {}): SeedRequest {
  const created = fields.created_at ?? new Date();
  return {
    _id: new mongoose.Types.ObjectId(),
    request_type: 'service',
    service_name: 'innovation',
    user_name: 'Client',
    user_email: 'client@example.sa',
    message: 'Please help',
    status: 'new',
    progress: 'pending',
    created_at: created,
    updated_at: created,
    ...fields,
  };
}

/** A join application with every required field; `fields` override. */
export function applicationDoc(fields: Partial<SeedApplication> = {}): SeedApplication {
  const created = fields.created_at ?? new Date();
  return {
    _id: new mongoose.Types.ObjectId(),
    full_name: 'Applicant',
    email: 'applicant@example.sa',
    phone: '+966500000000',
    address: 'Riyadh',
    experience: 'Five years',
    specialization: 'Marketing',
    status: 'pending',
    admin_notes: '',
    created_at: created,
    updated_at: created,
    ...fields,
  };
}

/**
 * Inserts `docs` into `collection` as they are (no defaults, no timestamps rewritten); fields
 * set to undefined are left out, as a document stored before they existed.
 */
export async function insertDocs<T extends object>(
  connection: mongoose.Connection,
  collection: 'service_requests' | 'track_requests' | 'join_applications',
  docs: T[],
): Promise<T[]> {
  if (docs.length > 0)
    await connection
      .db!.collection(collection)
      .insertMany(
        docs.map((doc) => Object.fromEntries(Object.entries(doc).filter(([, value]) => value !== undefined))),
      );
  return docs;
}

/** Orders rows by `key` then `_id`, ascending for 1 and descending for -1 (as the lists sort). */
export function sortedBy<T extends { _id: mongoose.Types.ObjectId }>(
  rows: T[],
  key: (row: T) => string | number,
  direction: 1 | -1,
): T[] {
  return [...rows].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x !== y) return direction * (x < y ? -1 : 1);
    const [i, j] = [a._id.toHexString(), b._id.toHexString()];
    return direction * (i < j ? -1 : i > j ? 1 : 0);
  });
}
