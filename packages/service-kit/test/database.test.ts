import { afterAll, describe, expect, it } from 'vitest';
import { Schema, type Connection } from 'mongoose';
import { modelsReady } from '../src/index.ts';
import { openTestDatabase } from '../test-support/index.ts';

describe('modelsReady', () => {
  let connection: Connection;
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('leaves every model with its collection and unique indexes before the first request', async () => {
    connection = await openTestDatabase('kit_models_ready');
    const Account = connection.model('Account', new Schema({ email: { type: String, unique: true } }));
    connection.model('Note', new Schema({ text: String }));
    await modelsReady(connection);
    const names = (await connection.db!.listCollections().toArray()).map((c) => c.name).sort();
    expect(names).toEqual(expect.arrayContaining(['accounts', 'notes']));
    await Account.create({ email: 'a@example.com' });
    await expect(Account.create({ email: 'a@example.com' })).rejects.toMatchObject({ code: 11000 });
  });
});
