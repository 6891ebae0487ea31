/**
 * The admin request lists (spec §2 "Admin dashboard", "Other admin pages"): what
 * each list may be queried by, the mongo filter of a parsed query, the merged page of the
 * "User requests" list across both collections, and the CSV columns of the exports.
 */
import type mongoose from 'mongoose';
import type { FilterQuery, SortOrder } from 'mongoose';
import type { z } from 'zod';
import {
  ADMIN_TRACKS,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  TRACK_SLUGS,
  USER_REQUEST_STATUS_LABELS,
  USER_REQUEST_STATUSES,
  type RequestStatus,
  type UserRequestStatus,
} from '@consulting/contracts';
import {
  allOf,
  dateRangeFilter,
  parseListQuery,
  queryBoolean,
  queryEnum,
  searchFilter,
  type CsvColumn,
  type ListSpec,
  type ParsedListQuery,
} from '@consulting/service-kit';
import { heldFilter } from './models/confirmation.schema.ts';
import type { RequestModel, StoredRequest } from './models/request.schema.ts';

/** The values a request's `service_name` (its track) takes: the six tracks and the admin form's eight options. */
export const REQUEST_TRACK_VALUES: readonly string[] = [...new Set<string>([...TRACK_SLUGS, ...ADMIN_TRACKS])];

/**
 * `GET /api/admin/service-requests` and `/api/admin/track-requests`: sorted by
 * created_at (default newest first), updated_at, status or user_name; filtered by review
 * `status`, `track` (the stored `service_name`), `has_attachment` and `unconfirmed`
 * (true for requests held for their owner's confirmation); `q` over the sender's fields, the
 * message, the track and the reference number (the staff alert links to `?q=<reference>`);
 * `from`/`to` on created_at.
 */
export const adminRequestListSpec = {
  sortFields: ['created_at', 'updated_at', 'status', 'user_name'],
  defaultSort: '-created_at',
  searchFields: ['user_name', 'user_email', 'user_phone', 'company', 'message', 'service_name', 'reference'],
  dateField: 'created_at',
  filters: {
    status: queryEnum('status', REQUEST_STATUSES),
    track: queryEnum('track', REQUEST_TRACK_VALUES),
    has_attachment: queryBoolean('has_attachment'),
    unconfirmed: queryBoolean('unconfirmed'),
  },
} satisfies ListSpec;

/**
 * Parses a list's query string by `spec` and builds its mongo filter (`{}` when nothing narrows
 * it): the `narrowing` of its filters, `from`/`to` on created_at and `q` over `spec.searchFields`.
 * @throws HttpError 400 on a value out of range.
 */
export function parsedList<F extends z.ZodRawShape, T>(
  spec: ListSpec<F>,
  raw: Record<string, unknown>,
  narrowing: (filters: z.infer<z.ZodObject<F>>) => FilterQuery<T>[],
) {
  const query = parseListQuery(spec, raw);
  const filter = allOf<T>(
    ...narrowing(query.filters),
    dateRangeFilter('created_at', query.from, query.to),
    searchFilter(query.q, spec.searchFields ?? []),
  );
  return { query, filter };
}

/** A request with a PDF: `attachment_id` set (missing or null means none). */
export const WITH_ATTACHMENT: FilterQuery<StoredRequest> = { attachment_id: { $ne: null } };

/** The parsed query of an admin service or track request list and its filter. */
export const adminRequestQuery = (raw: Record<string, unknown>) =>
  parsedList<typeof adminRequestListSpec.filters, StoredRequest>(adminRequestListSpec, raw, (filters) => [
    filters.status ? { status: filters.status as RequestStatus } : {},
    filters.track ? { service_name: filters.track } : {},
    filters.has_attachment === undefined ? {} : filters.has_attachment ? WITH_ATTACHMENT : { attachment_id: null },
    heldFilter(filters.unconfirmed),
  ]);

/**
 * `GET /api/admin/requests`, the "User requests" page (spec §2, §3 "User request (admin
 * page)"): created_at both directions (default newest first); `status` is the workflow
 * `progress`; `kind` narrows to one collection; `unconfirmed` to held requests or to
 * the others; `q` over user_name, user_email, service_name and the message (`details`);
 * `from`/`to` on created_at.
 */
export const userRequestListSpec = {
  sortFields: ['created_at'],
  defaultSort: '-created_at',
  searchFields: ['user_name', 'user_email', 'service_name', 'message', 'reference'],
  dateField: 'created_at',
  filters: {
    status: queryEnum('status', USER_REQUEST_STATUSES),
    kind: queryEnum('kind', ['service', 'opportunity']),
    unconfirmed: queryBoolean('unconfirmed'),
  },
} satisfies ListSpec;

/**
 * The parsed query of a "User requests" list and its filter, for either collection (`kind` picks
 * the collection, it is not a field filter). A request stored before `progress` existed reads as
 * 'pending', so `status=pending` also matches a missing `progress`.
 */
export const userRequestQuery = (raw: Record<string, unknown>) =>
  parsedList<typeof userRequestListSpec.filters, StoredRequest>(userRequestListSpec, raw, ({ status, unconfirmed }) => [
    heldFilter(unconfirmed),
    status === 'pending'
      ? { progress: { $in: ['pending', null] } }
      : status
        ? { progress: status as UserRequestStatus }
        : {},
  ]);

/** Rows matching `filter`: from collection metadata when nothing narrows it. */
export function countMatching(model: RequestModel, filter: FilterQuery<StoredRequest>): Promise<number> {
  return Object.keys(filter).length === 0 ? model.estimatedDocumentCount().exec() : model.countDocuments(filter).exec();
}

interface SortKey {
  _id: { toString(): string };
  created_at: Date;
}

/** Orders two rows by (created_at, _id) as mongo sorts them, ascending for 1, descending for -1. */
function compareByCreated(direction: 1 | -1) {
  return (a: SortKey, b: SortKey): number => {
    const byTime = a.created_at.getTime() - b.created_at.getTime();
    if (byTime !== 0) return direction * byTime;
    // ObjectIds sort by their bytes, which is the order of their lowercase hex.
    const [x, y] = [a._id.toString(), b._id.toString()];
    return direction * (x < y ? -1 : x > y ? 1 : 0);
  };
}

/** Merges two lists sorted by `compare` into one sorted list of at most `limit` rows. */
function mergeSorted<T>(left: T[], right: T[], compare: (a: T, b: T) => number, limit: number): T[] {
  const merged: T[] = [];
  let i = 0;
  let j = 0;
  while (merged.length < limit && (i < left.length || j < right.length)) {
    if (j >= right.length || (i < left.length && compare(left[i], right[j]) <= 0)) merged.push(left[i++]);
    else merged.push(right[j++]);
  }
  return merged;
}

/**
 * One page of the "User requests" list across both collections, sorted by `query.sort` (created_at,
 * then _id, one direction), and how many rows match in all.
 *
 * Offset paging over two collections cannot skip in the database: row N of the merged list may come
 * from either one. So this reads only the sort keys (`_id`, `created_at`) of the first `skip +
 * page_size` matching rows of each collection, merges them, takes the page's window, and then loads
 * just those (at most `page_size`) documents by `_id`. When the page lies in the second half of the
 * list it reads from the other end instead (the reverse sort is the exact reverse order, ties
 * included), so the keys read per collection are at most min(skip + page_size, total - skip): page
 * 1,000 of 20 reads at most 20,000 small keys per collection, never whole documents, and the last
 * page is as cheap as the first. A page past the end reads nothing but the two counts.
 * @returns `{rows, total}`; rows are lean documents in page order, each tagged with its model.
 */
export async function mergedRequestPage(
  models: readonly [RequestModel, RequestModel],
  filter: FilterQuery<StoredRequest>,
  query: Pick<ParsedListQuery<unknown>, 'skip' | 'page_size' | 'sort'>,
): Promise<{ rows: StoredRequest[]; total: number }> {
  const counts = await Promise.all(models.map((model) => countMatching(model, filter)));
  const total = counts[0] + counts[1];
  const end = Math.min(query.skip + query.page_size, total);
  if (query.skip >= end) return { rows: [], total };

  const direction = (query.sort.created_at === 1 ? 1 : -1) satisfies SortOrder;
  const fromEnd = total - query.skip < end;
  const readDirection = fromEnd ? (-direction as 1 | -1) : direction;
  const needed = fromEnd ? total - query.skip : end;
  const keys = await Promise.all(
    models.map((model, index) =>
      Math.min(needed, counts[index]) === 0
        ? Promise.resolve([] as SortKey[])
        : model
            .find(filter, { _id: 1, created_at: 1 })
            .sort({ created_at: readDirection, _id: readDirection })
            .limit(Math.min(needed, counts[index]))
            .lean<SortKey[]>()
            .exec(),
    ),
  );
  const tagged = keys.map((rows, index) => rows.map((row) => ({ ...row, model: index })));
  const merged = mergeSorted(tagged[0], tagged[1], compareByCreated(readDirection), needed);
  const window = fromEnd ? merged.slice(total - end, total - query.skip).reverse() : merged.slice(query.skip, end);

  const loaded = await Promise.all(
    models.map((model, index) => {
      const ids = window.filter((key) => key.model === index).map((key) => key._id);
      return ids.length === 0
        ? Promise.resolve([] as StoredRequest[])
        : model
            .find({ _id: { $in: ids } })
            .lean<StoredRequest[]>()
            .exec();
    }),
  );
  const byId = new Map(loaded.flat().map((doc) => [doc._id.toString(), doc]));
  // A row deleted between the two reads is left out rather than shown as a gap.
  const rows = window.map((key) => byId.get(key._id.toString())).filter((doc) => doc !== undefined);
  return { rows, total };
}

/**
 * Every request of both collections matching `filter`, in (created_at, _id) order of
 * `direction`, read through one cursor per collection and merged as they stream: the export
 * keeps one batch of each in memory however many rows there are. Closing the iteration early
 * (the client left) closes both cursors.
 */
export async function* mergedRequestStream(
  models: readonly [RequestModel, RequestModel],
  filter: FilterQuery<StoredRequest>,
  direction: 1 | -1,
): AsyncGenerator<StoredRequest> {
  const cursors = models.map((model) => leanCursor(model, filter, { created_at: direction, _id: direction }));
  const iterators = cursors.map((cursor) => cursor[Symbol.asyncIterator]());
  const compare = compareByCreated(direction);
  try {
    const heads = await Promise.all(iterators.map((iterator) => iterator.next()));
    for (;;) {
      const [left, right] = heads;
      if (left.done && right.done) return;
      const side = right.done || (!left.done && compare(left.value, right.value) <= 0) ? 0 : 1;
      yield heads[side].value as StoredRequest;
      heads[side] = await iterators[side].next();
    }
  } finally {
    await Promise.all(cursors.map((cursor) => cursor.close()));
  }
}

/** A lean cursor over `model`'s documents matching `filter` in `sort` order, 500 per batch. */
export function leanCursor<T>(model: mongoose.Model<T>, filter: FilterQuery<T>, sort: Record<string, SortOrder>) {
  return model.find(filter).sort(sort).lean<T[]>().cursor({ batchSize: 500 });
}

/** The export column flagging a request held for its owner's confirmation. */
const UNCONFIRMED_HEADER = 'غير مؤكد';
const unconfirmedCell = (doc: StoredRequest) => (doc.confirmation?.status === 'pending' ? 'نعم' : '');

const listOf = (items: string[] | undefined) => (items?.length ? items.join('، ') : '');

/** CSV columns of the service and track request exports (Arabic headers). */
export const adminRequestColumns: readonly CsvColumn<StoredRequest>[] = [
  { header: 'رقم الطلب', value: (doc) => doc._id.toString() },
  { header: 'المسار', value: (doc) => doc.service_name },
  { header: 'الاسم', value: (doc) => doc.user_name },
  { header: 'البريد الإلكتروني', value: (doc) => doc.user_email },
  { header: 'الهاتف', value: (doc) => doc.user_phone },
  { header: 'الشركة', value: (doc) => doc.company },
  { header: 'الرسالة', value: (doc) => doc.message },
  { header: 'الحالة', value: (doc) => REQUEST_STATUS_LABELS[doc.status]?.ar ?? doc.status },
  { header: 'ملاحظات الإدارة', value: (doc) => doc.admin_notes },
  { header: 'المرفق', value: (doc) => (doc.attachment_id ? (doc.attachment_name ?? 'attachment.pdf') : '') },
  { header: 'خدمات أو فرص إضافية', value: (doc) => listOf(doc.additional_services ?? doc.additional_opportunities) },
  { header: 'تاريخ الإنشاء', value: (doc) => doc.created_at },
  { header: 'آخر تحديث', value: (doc) => doc.updated_at },
  { header: UNCONFIRMED_HEADER, value: unconfirmedCell },
];

/** CSV columns of the "User requests" export: the page's fields, workflow status in Arabic. */
export const userRequestColumns: readonly CsvColumn<StoredRequest>[] = [
  { header: 'رقم الطلب', value: (doc) => doc._id.toString() },
  { header: 'النوع', value: (doc) => (doc.request_type === 'service' ? 'خدمة' : 'فرصة') },
  { header: 'الاسم', value: (doc) => doc.user_name },
  { header: 'البريد الإلكتروني', value: (doc) => doc.user_email },
  { header: 'المسار', value: (doc) => doc.service_name },
  { header: 'التفاصيل', value: (doc) => doc.message },
  { header: 'الحالة', value: (doc) => USER_REQUEST_STATUS_LABELS[doc.progress ?? 'pending']?.ar ?? doc.progress },
  { header: 'ملاحظات الإدارة', value: (doc) => doc.admin_notes },
  { header: 'تاريخ الإنشاء', value: (doc) => doc.created_at },
  { header: 'آخر تحديث', value: (doc) => doc.updated_at },
  { header: UNCONFIRMED_HEADER, value: unconfirmedCell },
];
