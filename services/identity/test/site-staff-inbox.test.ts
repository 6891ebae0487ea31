/**
 * Lead alerts (`POST /internal/mail` with `audience:'staff'`) go to the staff
 * inbox editors set in the site settings, which identity asks content for; while that is '' or
 * content cannot answer they go to the STAFF_INBOX env as before. The real content service
 * answers (test-only reach into its workspace, as the privacy stack does).
 */
import Koa from 'koa';
import pino from 'pino';
import type { Connection } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelsReady } from '@consulting/service-kit';
import {
  openTestDatabase,
  serve,
  TEST_INTERNAL_TOKEN,
  TEST_TOKEN_SIGNING_KEY,
} from '@consulting/service-kit/test-support';
import { adminToken, startContent, type ContentUnderTest } from '../../content/test/support/content-harness.ts';
import { buildApp } from '../src/app.ts';
import { identityConfigFrom, identityEnvSchema } from '../src/config.ts';
import { siteStaffInbox } from '../src/mail/site-staff-inbox.ts';
import { outboxMailModel } from '../src/models/outbox-mail.model.ts';
import { config } from './identity-app.ts';

const ENV_INBOX = 'env-inbox@company.sa';
const SITE_INBOX = 'leads@company.sa';

let content: ContentUnderTest;
let connection: Connection;
let deadUrl: string;
const servers: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  content = await startContent('identity_staff_inbox_content');
  connection = await openTestDatabase('identity_staff_inbox');
  const dead = await serve(new Koa());
  await dead.close();
  deadUrl = dead.url;
});
afterAll(async () => {
  for (const server of servers) await server.close();
  await connection?.dropDatabase();
  await connection?.close();
  await content?.close();
});

/** A fresh identity app (its own staff inbox cache) asking content at `contentUrls`. */
async function identityAsking(contentUrls: string[] | undefined): Promise<string> {
  const app = buildApp({
    connection,
    config: { ...config, staffInbox: ENV_INBOX, ...(contentUrls ? { contentUrls } : {}) },
    logger: pino({ level: 'silent' }),
  });
  await modelsReady(connection);
  const server = await serve(app);
  servers.push(server);
  return server.url;
}

let sent = 0;
/** Sends one lead alert through identity at `url`; resolves the address it was mailed to. */
async function alertRecipient(url: string): Promise<string> {
  sent += 1;
  const key = `lead:staff-inbox:${sent}`;
  const res = await fetch(`${url}/internal/mail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': TEST_INTERNAL_TOKEN },
    body: JSON.stringify({
      audience: 'staff',
      lang: 'ar',
      key,
      content: {
        ar: { subject: `طلب جديد ${sent}`, paragraphs: ['وصل طلب جديد'] },
        en: { subject: `New lead ${sent}`, paragraphs: ['A new lead came in'] },
      },
    }),
  });
  expect(res.status).toBe(202);
  const mail = await outboxMailModel(connection)
    .findOne({ subject: new RegExp(`New lead ${sent}$`) })
    .lean();
  return String(mail?.to);
}

const setSiteInbox = async (staffInbox: string) => {
  const current = await content.call('GET', '/api/admin/site-content/settings', { token: adminToken() });
  const { company_profile: _profile, updated_at: _at, ...fields } = current.body.settings;
  const saved = await content.call('PUT', '/api/admin/site-content/settings', {
    token: adminToken(),
    body: { ...fields, staff_inbox: staffInbox },
  });
  expect(saved.status).toBe(200);
};

describe('the staff inbox of lead alerts', () => {
  it('asks content at CONTENT_URL, without needing REQUESTS_URL', () => {
    const env = {
      MONGODB_URI: 'mongodb://x',
      JWT_SECRET: 's'.repeat(32),
      INTERNAL_TOKEN: 't'.repeat(16),
      TOKEN_SIGNING_KEY: TEST_TOKEN_SIGNING_KEY,
    };
    const configOf = (more: Record<string, string>) => identityConfigFrom(identityEnvSchema.parse({ ...env, ...more }));
    expect(configOf({ CONTENT_URL: 'http://a:1,http://b:2' }).contentUrls).toEqual(['http://a:1', 'http://b:2']);
    expect(configOf({ CONTENT_URL: '' }).contentUrls).toBeUndefined();
  });

  it('is the env inbox while the site settings leave it empty', async () => {
    expect(await alertRecipient(await identityAsking([content.url]))).toBe(ENV_INBOX);
  });

  it('follows the inbox an editor sets in the site settings', async () => {
    await setSiteInbox(SITE_INBOX);
    expect(await alertRecipient(await identityAsking([content.url]))).toBe(SITE_INBOX);
  });

  it('falls back to the env inbox when content is down, or when identity does not know content', async () => {
    expect(await alertRecipient(await identityAsking([deadUrl]))).toBe(ENV_INBOX);
    expect(await alertRecipient(await identityAsking(undefined))).toBe(ENV_INBOX);
  });

  it('asks the next content instance when the first cannot be reached', async () => {
    expect(await alertRecipient(await identityAsking([deadUrl, content.url]))).toBe(SITE_INBOX);
  });

  it('reuses an answer for 30 s, then asks again', async () => {
    let clock = 1_000_000;
    const inbox = siteStaffInbox({
      contentUrls: [content.url],
      internalToken: TEST_INTERNAL_TOKEN,
      now: () => clock,
    });
    expect(await inbox()).toBe(SITE_INBOX);
    await setSiteInbox('');
    clock += 29_000;
    expect(await inbox()).toBe(SITE_INBOX);
    clock += 1_000;
    expect(await inbox()).toBeUndefined();
  });

  it('answers content’s internal route only with the internal token', async () => {
    const res = await fetch(`${content.url}/internal/site-settings/staff-inbox`);
    expect(res.status).toBe(403);
    const ok = await fetch(`${content.url}/internal/site-settings/staff-inbox`, {
      headers: { 'x-internal-token': TEST_INTERNAL_TOKEN },
    });
    expect(await ok.json()).toEqual({ staff_inbox: '' });
  });
});
