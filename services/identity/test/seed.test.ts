import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Connection } from 'mongoose';
import { openTestDatabase } from '@consulting/service-kit/test-support';
import { userModel } from '../src/models/user.model.ts';
import { verifyPassword } from '../src/passwords.ts';
import { seedFirstAdmin, type SeedAdminOptions } from '../src/seed.ts';

const logger = pino({ level: 'silent' });
const connections: Connection[] = [];

async function freshDatabase(): Promise<Connection> {
  const connection = await openTestDatabase('identity_seed');
  connections.push(connection);
  return connection;
}

afterAll(async () => {
  for (const connection of connections) {
    await connection.dropDatabase();
    await connection.close();
  }
});

function options(connection: Connection, extra: Partial<SeedAdminOptions>, printed: string[]): SeedAdminOptions {
  return {
    connection,
    email: 'Boss@Site.sa',
    name: 'Boss',
    publicUrl: 'http://site.test',
    logger,
    print: (text) => printed.push(text),
    ...extra,
  };
}

describe('seedFirstAdmin', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await freshDatabase();
  });

  it('creates the admin from ADMIN_EMAIL/ADMIN_PASSWORD once and prints nothing', async () => {
    const printed: string[] = [];
    expect(await seedFirstAdmin(options(connection, { password: 'chosen-admin-pass' }, printed))).toEqual({
      created: true,
      generatedPassword: undefined,
    });
    expect(await seedFirstAdmin(options(connection, { password: 'another-pass-999' }, printed))).toEqual({
      created: false,
    });
    const admins = await userModel(connection).find({ role: 'admin' }).lean();
    expect(admins).toHaveLength(1);
    expect(admins[0].email).toBe('boss@site.sa');
    expect(await verifyPassword('chosen-admin-pass', admins[0].password_hash)).toBe(true);
    expect(printed).toEqual([]);
  });
});

describe('seedFirstAdmin without ADMIN_PASSWORD', () => {
  it('generates a strong password, prints it once, and never again on later starts', async () => {
    const connection = await freshDatabase();
    const printed: string[] = [];
    const first = await seedFirstAdmin(options(connection, {}, printed));
    expect(first.created).toBe(true);
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('FIRST ADMIN ACCOUNT CREATED');
    expect(printed[0]).toContain(`password: ${first.generatedPassword}`);
    expect(printed[0]).toContain('boss@site.sa');

    await seedFirstAdmin(options(connection, {}, printed));
    await seedFirstAdmin(options(connection, {}, printed));
    expect(printed).toHaveLength(1);
    const admin = await userModel(connection).findOne({ role: 'admin' }).lean();
    expect(await verifyPassword(first.generatedPassword as string, admin?.password_hash)).toBe(true);
  });

  it('refuses to turn an existing client into the admin', async () => {
    const connection = await freshDatabase();
    // An existing client signed up long after identity built its indexes. Created while the
    // unique email index was still being built, mongo-java-server could leave the document out
    // of it, and then neither the lookup by email nor the index saw the client (a flaky run).
    await userModel(connection).init();
    await userModel(connection).create({ name: 'Client', email: 'boss@site.sa', role: 'client', password_hash: 'x' });
    await expect(seedFirstAdmin(options(connection, {}, []))).rejects.toThrow(/ADMIN_EMAIL/);
    expect(await userModel(connection).exists({ role: 'admin' })).toBeNull();
  });
});
