/**
 * Issue 14 part 3 reference numbers under a burst: when the database comes back after an outage
 * every buffered submission is created at once (issue 11's kill test saw ~35), and each must
 * still get a number of its own rather than fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema, type Connection, type Model } from 'mongoose';
import { REFERENCE_PATTERN } from '@consulting/contracts';
import { createWithReference, modelsReady } from '../src/index.ts';
import { openTestDatabase } from '../test-support/index.ts';

let connection: Connection;
let Lead: Model<{ reference: string; n: number }>;
beforeAll(async () => {
  connection = await openTestDatabase('kit_references');
  Lead = connection.model(
    'Lead',
    new Schema<{ reference: string; n: number }>({
      reference: { type: String, required: true, unique: true },
      n: Number,
    }),
  );
  await modelsReady(connection);
});
afterAll(async () => {
  await connection?.dropDatabase();
  await connection?.close();
});

describe('createWithReference', () => {
  it('gives each of 60 simultaneous creations its own number, none refused', async () => {
    const created = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        createWithReference(connection, 'contact_message', (reference) => Lead.create({ reference, n })),
      ),
    );
    const references = created.map((doc) => doc.reference);
    for (const reference of references) expect(reference).toMatch(REFERENCE_PATTERN);
    expect(new Set(references).size).toBe(60);
    expect(await Lead.countDocuments()).toBe(60);
  });

  it('rejects with any other error of the creation, at once', async () => {
    let calls = 0;
    await expect(
      createWithReference(connection, 'contact_message', async () => {
        calls += 1;
        throw new Error('validation failed');
      }),
    ).rejects.toThrow('validation failed');
    expect(calls).toBe(1);
  });
});
