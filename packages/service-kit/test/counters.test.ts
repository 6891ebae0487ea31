/**
 * Numbered records under a burst: when the database comes back after an outage every buffered
 * submission is created at once, and each must still get a number of its own rather than fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Schema, type Connection, type Model } from 'mongoose';
import { createNumbered, modelsReady, nextCount } from '../src/index.ts';
import { openTestDatabase } from '../test-support/index.ts';

let connection: Connection;
let Numbered: Model<{ reference: string; n: number }>;
beforeAll(async () => {
  connection = await openTestDatabase('kit_counters');
  Numbered = connection.model(
    'Numbered',
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

describe('nextCount', () => {
  it('gives 1, 2, 3 … per name', async () => {
    expect([
      await nextCount(connection, 'a'),
      await nextCount(connection, 'a'),
      await nextCount(connection, 'b'),
    ]).toEqual([1, 2, 1]);
  });

  it('gives 40 simultaneous first calls of a new counter 1 to 40, none refused', async () => {
    const values = await Promise.all(Array.from({ length: 40 }, () => nextCount(connection, 'burst')));
    expect([...values].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe('createNumbered', () => {
  const next = (name: string) => async () => `R-${await nextCount(connection, name)}`;

  it('gives each of 60 simultaneous creations its own number, none refused', async () => {
    const created = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        createNumbered('reference', next('many'), (reference) => Numbered.create({ reference, n })),
      ),
    );
    expect(new Set(created.map((doc) => doc.reference)).size).toBe(60);
  });

  it('takes the next number when the counter is behind its records', async () => {
    await Numbered.create([
      { reference: 'behind-R-1', n: 0 },
      { reference: 'behind-R-2', n: 0 },
    ]);
    const nextBehind = async () => `behind-R-${await nextCount(connection, 'behind')}`;
    const doc = await createNumbered('reference', nextBehind, (reference) => Numbered.create({ reference, n: 1 }));
    expect(doc.reference).toBe('behind-R-3');
  });

  it('rejects with any other error of the creation, at once', async () => {
    let calls = 0;
    await expect(
      createNumbered('reference', next('other'), async () => {
        calls += 1;
        throw new Error('validation failed');
      }),
    ).rejects.toThrow('validation failed');
    expect(calls).toBe(1);
  });
});

describe('the database server, as services rely on it', () => {
  it('lets 40 simultaneous upserting updates of one new _id all succeed and all count', async () => {
    const counts = connection.collection<{ _id: string; n: number }>('upserts');
    await Promise.all(
      Array.from({ length: 40 }, () => counts.updateOne({ _id: 'one' }, { $inc: { n: 1 } }, { upsert: true })),
    );
    expect((await counts.findOne({ _id: 'one' }))?.n).toBe(40);
  });
});
