import { afterAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { auditTrail, modelsReady, recordAudit, auditModel, type AuthUser } from '../src/index.ts';
import { openTestDatabase } from '../test-support/index.ts';

const admin: AuthUser = {
  id: 'a1',
  role: 'admin',
  email: 'admin@example.com',
  name: 'Admin',
  jti: 'j',
  exp: 0,
  iat: 0,
  sid: 's',
  restriction: null,
};

describe('audit trail', () => {
  let connection: Connection;
  afterAll(async () => {
    await connection?.dropDatabase();
    await connection?.close();
  });

  it('records who changed what and when, with before and after, newest first per record', async () => {
    connection = await openTestDatabase('kit_audit');
    auditModel(connection);
    await modelsReady(connection);
    await recordAudit(connection, {
      actor: admin,
      entity: 'news_item',
      entity_id: 'n1',
      action: 'create',
      before: undefined,
      after: { title_en: 'A' },
    });
    await recordAudit(connection, {
      actor: admin,
      entity: 'news_item',
      entity_id: 'n1',
      action: 'update',
      before: { title_en: 'A' },
      after: { title_en: 'B' },
    });
    await recordAudit(connection, {
      actor: admin,
      entity: 'news_item',
      entity_id: 'n2',
      action: 'delete',
      before: { title_en: 'X' },
      after: null,
    });
    const trail = await auditTrail(connection, 'news_item', 'n1');
    expect(trail.map((e) => e.action)).toEqual(['update', 'create']);
    expect(trail[0]).toMatchObject({
      actor_email: 'admin@example.com',
      before: { title_en: 'A' },
      after: { title_en: 'B' },
    });
    expect(trail[1].before).toBeNull();
    expect(Date.parse(trail[0].at)).not.toBeNaN();
    expect(await auditTrail(connection, 'news_item', 'n3')).toEqual([]);
  });
});
