/**
 * "Today's built-in texts seed them on the first start": the editor-owned
 * content is seeded from the built-in snapshot (contracts `DEFAULT_SITE_CONTENT`) once, several
 * instances starting at once seed it once, later starts keep every edit and deletion (a list
 * emptied on purpose stays empty), and an older site gets the new fields.
 */
import type { Connection } from 'mongoose';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONTENT, SITE_CONTENT_LIST_TYPES, type SiteContent } from '@consulting/contracts';
import { openTestDatabase } from '@consulting/service-kit/test-support';
import { contentModels } from '../src/content-models.ts';
import { DEFAULT_SITE_SETTINGS } from '../src/defaults/site-settings.ts';
import { SITE_SETTINGS_ID } from '../src/models/site-settings.model.ts';
import { seedContent } from '../src/seed.ts';
import { LIST_TYPES } from '../src/site-content/list-types.ts';
import { buildSnapshot } from '../src/site-content/snapshot.ts';
import { logger } from './support/content-harness.ts';

const opened: Connection[] = [];
afterEach(async () => {
  for (const connection of opened.splice(0)) {
    await connection.dropDatabase();
    await connection.close();
  }
});

async function freshDatabase(name: string): Promise<Connection> {
  const connection = await openTestDatabase(name);
  opened.push(connection);
  return connection;
}

/** `content` without ids or version: what a visitor reads. */
function visible(content: SiteContent): unknown {
  const { version: _version, ...rest } = content;
  return JSON.parse(JSON.stringify(rest, (key, value: unknown) => (key === 'id' ? undefined : value)));
}

const counts = (connection: Connection) =>
  Promise.all(SITE_CONTENT_LIST_TYPES.map((type) => LIST_TYPES[type].model(connection).countDocuments()));
const builtinCounts = SITE_CONTENT_LIST_TYPES.map((type) => DEFAULT_SITE_CONTENT[LIST_TYPES[type].snapshotKey].length);

describe('seeding the editor-owned content', () => {
  it('fills every list and the settings with the built-in content on the first start', async () => {
    const connection = await freshDatabase('content_sc_seed_first');
    await seedContent(connection, logger);
    const snapshot = await buildSnapshot(connection, contentModels(connection), 'v');
    expect(visible(snapshot)).toEqual(visible(DEFAULT_SITE_CONTENT));
    const settings = await contentModels(connection).SiteSettings.findById(SITE_SETTINGS_ID).lean();
    expect(settings).toMatchObject({ staff_inbox: '', company_profile_id: null });
    // The older settings routes read the same twelve fields.
    expect(settings).toMatchObject(DEFAULT_SITE_SETTINGS);
  });

  it('seeds once when several instances start at the same moment', async () => {
    const connection = await freshDatabase('content_sc_seed_race');
    await Promise.all([1, 2, 3].map(() => seedContent(connection, logger)));
    expect(await counts(connection)).toEqual(builtinCounts);
  });

  it('keeps every edit and deletion on the next start, and leaves an emptied list empty', async () => {
    const connection = await freshDatabase('content_sc_seed_again');
    await seedContent(connection, logger);
    const team = LIST_TYPES.team.model(connection);
    const member = await team.findOne().sort({ sort_order: 1 }).lean();
    await team.updateOne({ _id: member?._id }, { $set: { name_en: 'Edited name', is_active: false } });
    await LIST_TYPES.partners.model(connection).deleteOne({});
    await LIST_TYPES.goals.model(connection).deleteMany({});
    await LIST_TYPES.statistics.model(connection).deleteMany({});
    await contentModels(connection).SiteSettings.updateOne(
      { _id: SITE_SETTINGS_ID },
      { $set: { 'social_links.x': '', staff_inbox: 'leads@company.sa' } },
    );

    const second = await seedContent(connection, logger);
    expect(Object.values(second).every((inserted) => inserted === 0)).toBe(true);
    expect(await team.findById(member?._id).lean()).toMatchObject({ name_en: 'Edited name', is_active: false });
    expect(await LIST_TYPES.partners.model(connection).countDocuments()).toBe(DEFAULT_SITE_CONTENT.partners.length - 1);
    expect(await LIST_TYPES.goals.model(connection).countDocuments()).toBe(0);
    expect(await LIST_TYPES.statistics.model(connection).countDocuments()).toBe(0);
    expect(await contentModels(connection).SiteSettings.findById(SITE_SETTINGS_ID).lean()).toMatchObject({
      social_links: { x: '', linkedin: DEFAULT_SITE_CONTENT.settings.social_links.linkedin },
      staff_inbox: 'leads@company.sa',
    });
  });

  it('brings an older site up to date without touching what it had', async () => {
    const connection = await freshDatabase('content_sc_seed_upgrade');
    // An older site: settings without social links, statistics without is_active.
    await connection.collection('site_settings').insertOne({
      _id: SITE_SETTINGS_ID as never,
      ...DEFAULT_SITE_SETTINGS,
      phone: '+966 11 999 9999',
    });
    await connection.collection('statistics').insertMany([
      { title_ar: 'عملاء', title_en: 'Clients', value: '20', description_ar: '', description_en: '', sort_order: 1 },
      { title_ar: 'مدن', title_en: 'Cities', value: '3', description_ar: '', description_en: '', sort_order: 2 },
    ]);

    await seedContent(connection, logger);
    const snapshot = await buildSnapshot(connection, contentModels(connection), 'v');
    expect(snapshot.settings.phone).toBe('+966 11 999 9999');
    expect(snapshot.settings.social_links).toEqual(DEFAULT_SITE_CONTENT.settings.social_links);
    expect(snapshot.statistics.map((s) => [s.title_en, s.is_active])).toEqual([
      ['Clients', true],
      ['Cities', true],
    ]);
    expect(snapshot.team.map((m) => m.name_en)).toEqual(DEFAULT_SITE_CONTENT.team.map((m) => m.name_en));
  });
});
