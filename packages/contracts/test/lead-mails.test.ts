import { describe, expect, it } from 'vitest';
import { staffAlertMail, submitterConfirmationMail, type LeadSummary, type MailContent } from '../src/index.ts';

const LEAD: LeadSummary = {
  kind: 'track_request',
  id: 'r1',
  reference: 'TR-2026-000042',
  name: 'Noura',
  email: 'noura@mail.sa',
  phone: '+966 50 123 4567',
  message: 'Please call me about funding.\nSecond line.',
  lang: 'en',
};
const LINK = 'https://site.sa/admin/dashboard?tab=opportunities&q=TR-2026-000042';

/** A mail content's paragraphs as one text. */
const textOf = (content: MailContent): string => [...content.paragraphs, ...(content.footer ?? [])].join('\n');

describe('staffAlertMail', () => {
  it('addresses the staff inbox in Arabic first, keyed by kind and id, with the panel button in both languages', () => {
    const mail = staffAlertMail(LEAD, { adminLink: LINK });
    expect(mail).toMatchObject({ audience: 'staff', lang: 'ar', kind: 'lead_alert', key: 'lead:track_request:r1' });
    expect(mail.content.ar.subject).toBe('طلب فرصة جديد TR-2026-000042');
    expect(mail.content.en.subject).toBe('New opportunity request TR-2026-000042');
    expect(mail.content.ar.action).toEqual({ label: 'فتح في لوحة التحكم', url: LINK });
    expect(mail.content.en.action).toEqual({ label: 'Open in the admin panel', url: LINK });
    expect(mail.content.en.paragraphs).toEqual([
      'A new opportunity request has arrived.',
      'Reference: TR-2026-000042',
      'Name: Noura',
      'Email: noura@mail.sa',
      'Phone: +966 50 123 4567',
      'Message:\nPlease call me about funding.\nSecond line.',
    ]);
    expect(textOf(mail.content.ar)).toContain('الجوال: +966 50 123 4567');
    expect(textOf(mail.content.ar)).toContain('الرسالة:\nPlease call me about funding.');
  });

  it('adds the topic and unconfirmed lines only when asked, in each language', () => {
    const topicLine = { ar: 'المسار أو الخدمة: الإطلاق', en: 'Track or service: Launch' };
    const plain = staffAlertMail(LEAD, { adminLink: LINK });
    const flagged = staffAlertMail(LEAD, { adminLink: LINK, topicLine, unconfirmed: true });
    expect(textOf(plain.content.en)).not.toContain('Track or service');
    expect(textOf(plain.content.en)).not.toContain('Unconfirmed');
    expect(textOf(plain.content.ar)).not.toContain('غير مؤكَّد');
    expect(flagged.content.en.paragraphs).toContain('Track or service: Launch');
    expect(flagged.content.ar.paragraphs).toContain('المسار أو الخدمة: الإطلاق');
    expect(textOf(flagged.content.en)).toContain('Unconfirmed:');
    expect(textOf(flagged.content.ar)).toContain('غير مؤكَّد:');
  });

  it('leaves out a missing phone and message, and shows a missing reference as a dash', () => {
    const { phone: _phone, message: _message, reference: _reference, ...bare } = LEAD;
    const mail = staffAlertMail(bare, { adminLink: LINK });
    expect(mail.content.en.paragraphs).toEqual([
      'A new opportunity request has arrived.',
      'Reference: —',
      'Name: Noura',
      'Email: noura@mail.sa',
    ]);
    expect(textOf(mail.content.ar)).not.toContain('الجوال');
  });

  it('agrees in gender in Arabic for a contact message', () => {
    const mail = staffAlertMail({ ...LEAD, kind: 'contact_message', reference: 'CM-2026-000001' }, { adminLink: LINK });
    expect(mail.content.ar.subject).toBe('رسالة تواصل جديدة CM-2026-000001');
    expect(mail.content.ar.paragraphs[0]).toBe('وصلت رسالة تواصل جديدة.');
    expect(mail.content.en.paragraphs[0]).toBe('A new contact message has arrived.');
    expect(mail.key).toBe('lead:contact_message:r1');
  });
});

describe('submitterConfirmationMail', () => {
  it('confirms to the submitter in their language, keyed by kind and id, with the reference and the 24-hour promise', () => {
    const mail = submitterConfirmationMail(LEAD);
    expect(mail).toMatchObject({
      to: 'noura@mail.sa',
      lang: 'en',
      kind: 'lead_confirmation',
      key: 'confirm:track_request:r1',
    });
    expect(mail.content.en.subject).toBe('We received your opportunity request — TR-2026-000042');
    expect(mail.content.ar.subject).toBe('استلمنا طلب فرصة — TR-2026-000042');
    expect(textOf(mail.content.en)).toContain('Reference: TR-2026-000042');
    expect(textOf(mail.content.ar)).toContain('الرقم المرجعي: TR-2026-000042');
    expect(textOf(mail.content.en)).toContain('within 24 hours');
    expect(textOf(mail.content.ar)).toContain('خلال 24 ساعة');
    expect(mail.content.en.footer).toEqual(['If this was not you, please ignore this mail.']);
  });

  it('never quotes what the submitter wrote, nor their phone', () => {
    const mail = submitterConfirmationMail(LEAD, { trackTitle: { ar: 'الإطلاق', en: 'Launch' } });
    for (const content of [mail.content.ar, mail.content.en]) {
      expect(textOf(content)).not.toContain('funding');
      expect(textOf(content)).not.toContain('Second line');
      expect(textOf(content)).not.toContain(LEAD.phone);
    }
  });

  it('names the track and links the dashboard only when given, in each language', () => {
    const plain = submitterConfirmationMail(LEAD);
    expect(plain.content.en.action).toBeUndefined();
    expect(plain.content.ar.action).toBeUndefined();
    expect(textOf(plain.content.en)).toContain('We received your opportunity request.');
    expect(textOf(plain.content.en)).not.toContain('dashboard');

    const url = 'https://site.sa/user/dashboard?tab=opportunities';
    const full = submitterConfirmationMail(LEAD, { trackTitle: { ar: 'الإطلاق', en: 'Launch' }, dashboardUrl: url });
    expect(textOf(full.content.en)).toContain('We received your opportunity request for Launch.');
    expect(textOf(full.content.ar)).toContain('استلمنا طلب فرصة لمسار الإطلاق.');
    expect(full.content.en.action).toEqual({ label: 'Your dashboard', url });
    expect(full.content.ar.action).toEqual({ label: 'لوحة التحكم', url });
    expect(textOf(full.content.en)).toContain('You can follow its status in your dashboard.');
  });
});
