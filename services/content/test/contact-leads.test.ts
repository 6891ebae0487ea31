/**
 * Contact messages, against a real identity app: a message gets a reference
 * number, the staff inbox an alert with a link to it in the panel, and the sender one
 * confirmation in the language of the form; with identity down the form still answers 201 and
 * the sweep mails each once later.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { LEAD_MAIL_NAMES } from '@consulting/contracts';
import { internalMailSender, personFormFields, sweepPendingMails } from '@consulting/service-kit';
import { TEST_INTERNAL_TOKEN, TEST_SECRET } from '@consulting/service-kit/test-support';
// Test-only reach into the identity workspace: the real service, not a stub, is what must answer.
import { startIdentity, type IdentityUnderTest } from '../../identity/test/identity-app.ts';
import { contactLeadMails } from '../src/routes/contact.ts';
import { adminToken, startContent, type ContentUnderTest } from './support/content-harness.ts';

const STAFF = { name: 'Staff', email: 'staff@site.sa', password: 'staff-pass-123', role: 'admin' as const };
const MESSAGE = {
  name: 'Noura Al-Harbi',
  phone: '+966 50 123 4567',
  subject: 'Trademark registration',
  message: 'We would like to register our brand.\nSecond line.',
};

let identity: IdentityUnderTest;
let content: ContentUnderTest;
let cut: ContentUnderTest;
beforeAll(async () => {
  identity = await startIdentity('content_leads_identity');
  await identity.addUser(STAFF);
  content = await startContent('content_leads', { seed: false, identityUrl: identity.url });
  // Identity "down": a port nothing listens on.
  cut = await startContent('content_leads_cut', { seed: false, identityUrl: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  await content?.close();
  await cut?.close();
  await identity?.close();
});

const send = (target: ContentUnderTest, body: Record<string, unknown>) =>
  target.call('POST', '/api/contact', { body: { ...body, ...personFormFields(TEST_SECRET) } });

describe('contact message leads', () => {
  it('alerts the staff inbox once with the panel link, and confirms to the sender once in English first', async () => {
    const sent = await send(content, { ...MESSAGE, email: 'noura@mail.sa', lang: 'en' });
    expect(sent.status).toBe(201);
    const reference = sent.body.reference as string;
    expect(reference).toMatch(/^CM-\d{4}-\d{6}$/);

    await vi.waitFor(async () => {
      expect(await identity.outbox(STAFF.email)).toHaveLength(1);
      expect(await identity.outbox('noura@mail.sa')).toHaveLength(1);
    });
    const [alert] = await identity.outbox(STAFF.email);
    expect(alert.subject.startsWith('رسالة تواصل جديد')).toBe(true);
    expect(alert.subject).toContain(reference);
    expect(alert.text).toContain(`http://localhost:8080/admin/messages?q=${reference}`);
    expect(alert.text).toContain('Second line.');
    const [confirmation] = await identity.outbox('noura@mail.sa');
    expect(confirmation.subject.startsWith('We received your contact message')).toBe(true);
    expect(confirmation.text).toContain(`Reference: ${reference}`);
    // The message itself is not echoed to the sender's inbox (anyone may type any email).
    expect(confirmation.text).not.toContain('register our brand');

    // The panel finds it by its reference.
    const list = await content.call('GET', `/api/admin/messages?q=${reference}`, { token: adminToken() });
    expect(list.body.messages.map((m: { reference: string }) => m.reference)).toEqual([reference]);
  });

  it('refuses a bad lang with 400 and stores nothing', async () => {
    const before = await content.models.ContactMessage.countDocuments();
    const res = await send(content, { ...MESSAGE, email: 'x@mail.sa', lang: 'fr' });
    expect(res.status).toBe(400);
    expect(await content.models.ContactMessage.countDocuments()).toBe(before);
  });

  it('answers 201 with identity down; the sweep then mails each once', async () => {
    const sent = await send(cut, { ...MESSAGE, email: 'later@mail.sa' });
    expect(sent.status).toBe(201);
    const doc = await cut.models.ContactMessage.findOne({ reference: sent.body.reference }).lean();
    expect(doc?.lang).toBe('ar');
    await vi.waitFor(async () => {
      const stored = await cut.models.ContactMessage.findById(doc!._id).lean();
      // Tried at once and failed: both still owed.
      expect(stored?.pending_mails).toEqual(['alert', 'confirmation']);
    });
    const sweep = () =>
      sweepPendingMails({
        model: cut.models.ContactMessage,
        names: LEAD_MAIL_NAMES,
        mailsOf: (d) => contactLeadMails(d, 'http://site.test'),
        send: internalMailSender({ identityUrl: identity.url, internalToken: TEST_INTERNAL_TOKEN }),
        logger: pino({ level: 'silent' }),
        graceMs: 0,
      });
    const staffBefore = (await identity.outbox(STAFF.email)).length;
    expect(await sweep()).toBe(0);
    expect(await sweep()).toBe(0);
    expect(await identity.outbox('later@mail.sa')).toHaveLength(1);
    expect((await identity.outbox(STAFF.email)).length).toBe(staffBefore + 1);
    expect((await identity.outbox('later@mail.sa'))[0].subject.startsWith('استلمنا')).toBe(true);
  });
});
