/**
 * Named counters, one document per name in `connection`'s {@link COUNTERS_COLLECTION}
 * (`{_id: name, seq}`, `seq` the last value given), and the creation of a record numbered from
 * one under a unique index.
 */
import type mongoose from 'mongoose';

/** The collection of the counters (`_id` the counter's name, e.g. 'SR-2026'). */
export const COUNTERS_COLLECTION = 'reference_counters';

/** The next value of counter `name` from 1, atomically: distinct, increasing, never given twice. */
export async function nextCount(connection: mongoose.Connection, name: string): Promise<number> {
  const counter = await connection
    .collection<{ _id: string; seq: number }>(COUNTERS_COLLECTION)
    .findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
  if (!counter) throw new Error(`counter ${name} was not returned`);
  return counter.seq;
}

/** How many numbers {@link createNumbered} tries before giving up. */
const NUMBER_ATTEMPTS = 5;

/**
 * `create(await next())` into a collection unique on `field`, retried with the next number on a
 * duplicate key (a counter behind its records), up to 5 times; rejects with any other error.
 */
export async function createNumbered<T>(
  field: string,
  next: () => Promise<string>,
  create: (value: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create(await next());
    } catch (error) {
      const duplicate =
        (error as { code?: unknown }).code === 11000 && String((error as Error).message).includes(field);
      if (!duplicate || attempt >= NUMBER_ATTEMPTS) throw error;
    }
  }
}
