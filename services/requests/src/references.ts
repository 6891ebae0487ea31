/**
 * Reference numbers of requests' submissions (docs/api.md "Leads: references and mail"):
 * `SR-2026-000042` (service request), `TR-…` (track request), `JA-…` (join application), counted
 * per kind and per year (UTC) in this service's `reference_counters`.
 */
import type mongoose from 'mongoose';
import { formatReference, referenceCounterName, type LeadKind } from '@consulting/contracts';
import { createNumbered, nextCount } from '@consulting/service-kit';

/** The kinds of submission this service numbers. */
export type RequestLeadKind = Exclude<LeadKind, 'contact_message'>;

/**
 * The next reference number of `kind` for the year of `now` (UTC); concurrent calls get
 * distinct, increasing numbers. Rejects when the database does.
 */
export async function nextReference(
  connection: mongoose.Connection,
  kind: RequestLeadKind,
  now: Date = new Date(),
): Promise<string> {
  return formatReference(kind, now, await nextCount(connection, referenceCounterName(kind, now)));
}

/**
 * Creates a record with the next reference number of `kind`: `create(reference)` inserts it
 * into a collection with a unique index on `reference` (a duplicate takes the next number, up to
 * 5 tries: `createNumbered`). Resolves what `create` resolves; rejects with its other errors.
 */
export function createWithReference<T>(
  connection: mongoose.Connection,
  kind: RequestLeadKind,
  create: (reference: string) => Promise<T>,
): Promise<T> {
  return createNumbered('reference', () => nextReference(connection, kind), create);
}

/**
 * A reference-shaped number for the answer a caught bot gets (the same answer a person would):
 * random, never stored, never counted.
 */
export function decoyReference(kind: RequestLeadKind, now: Date = new Date()): string {
  return formatReference(kind, now, 1 + Math.floor(Math.random() * 999_999));
}
