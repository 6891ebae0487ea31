/**
 * The admin area in Chromium against the running site: an admin signs in, walks every
 * admin page, creates, edits and deletes a news item while the public /news follows, changes a
 * request's status, replies to a contact message (the mail lands in the outbox), and signs out,
 * after which the token no longer works.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';
import { guardFields, withGuard } from './support/forms.ts';

const testdata = path.resolve(import.meta.dirname, '../../shared/testdata');
const guestEmail = 'khalid@example.com';
const writerEmail = 'amal@example.com';
let site: Site;
let browser: Browser;
let admin: Page;
let visitor: Page;
const errors: string[] = [];

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const form = new FormData();
  for (const [k, v] of Object.entries({
    service_name: 'launch',
    user_name: 'Khalid',
    user_email: guestEmail,
    message: 'Launch plan',
  })) {
    form.append(k, v);
  }
  form.append('attachment', new Blob([await readFile(path.join(testdata, 'project-brief.pdf'))]), 'project-brief.pdf');
  await withGuard(form, site.url);
  expect((await fetch(`${site.url}/api/service-requests`, { method: 'POST', body: form })).status).toBe(201);
  const contact = await fetch(`${site.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Amal',
      email: writerEmail,
      phone: '0500000001',
      subject: 'Fees',
      message: 'What are your fees?',
      ...(await guardFields(site.url)),
    }),
  });
  expect(contact.status).toBe(201);
  const opened = await openPage(await browser.newContext({ viewport: { width: 1400, height: 900 } }));
  admin = opened.page;
  const public_ = await openPage(await browser.newContext());
  visitor = public_.page;
  admin.on('close', () => errors.push(...opened.errors));
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text).first().waitFor();
}

describe('the admin panel', () => {
  it('signs in', async () => {
    await admin.goto(`${site.url}/admin/login`);
    expect(await admin.getByTestId('admin-root').getAttribute('dir')).toBe('rtl');
    const login = admin.getByTestId('admin-login');
    await login.locator('input[name=email]').fill(site.admin.email);
    await login.locator('input[name=password]').fill(site.admin.password);
    await admin.getByTestId('admin-login-submit').click();
    await admin.waitForURL(/\/admin\/dashboard/);
    await toast(admin, 'تم تسجيل الدخول بنجاح');
  });

  it.each([
    ['sidebar-services', 'request-card'],
    ['sidebar-opportunities', 'admin-dashboard'],
    ['sidebar-users', 'users-table'],
    ['sidebar-join-applications', 'admin-join-applications'],
    ['sidebar-user-requests', 'admin-user-requests'],
    ['sidebar-content-services', 'admin-services'],
    ['sidebar-content-sectors', 'admin-sectors'],
    ['sidebar-content-news', 'admin-news'],
    ['sidebar-content-messages', 'admin-messages'],
    ['sidebar-dashboard', 'admin-dashboard'],
  ])('walks to %s', async (link, page) => {
    await admin.getByTestId(link).click();
    await admin.getByTestId(page).first().waitFor();
  });

  it('creates, edits and deletes a news item, and the public /news follows', async () => {
    const title = `Riyadh office opens ${Date.now()}`;
    await admin.goto(`${site.url}/admin/news`);
    await admin.getByTestId('news-add').click();
    const form = admin.getByTestId('news-form');
    await form.locator('[name=title_ar]').fill('افتتاح مكتب الرياض');
    await form.locator('[name=title_en]').fill(title);
    // Rich text editors (contenteditable) and a publish switch per language.
    await form.getByTestId('news-content-ar').fill('افتتحنا مكتبنا الجديد في الرياض لخدمة عملائنا.');
    await form.getByTestId('news-content-en').fill('We opened our new office in Riyadh to serve our clients.');
    await form.getByTestId('news-published-ar').click();
    await form.getByTestId('news-published-en').click();
    await form.getByTestId('news-save').click();
    await toast(admin, 'تم إضافة الخبر بنجاح');
    await visitor.goto(`${site.url}/news?lang=en`);
    await visitor.getByText(title).first().waitFor();

    const row = admin.getByTestId('news-row').filter({ hasText: title });
    await row.getByTestId('news-edit').click();
    await form.locator('[name=title_en]').fill(`${title} (updated)`);
    await form.getByTestId('news-save').click();
    await toast(admin, 'تم تحديث الخبر بنجاح');
    await visitor.reload();
    await visitor.getByText(`${title} (updated)`).first().waitFor();

    await admin.getByTestId('news-row').filter({ hasText: title }).getByTestId('news-delete').click();
    await admin.locator('.ant-popconfirm').getByRole('button', { name: 'حذف' }).click();
    await toast(admin, 'تم حذف الخبر بنجاح');
    await visitor.reload();
    await visitor.locator('h1').first().waitFor();
    await expect.poll(() => visitor.getByText(title).count()).toBe(0);
  });

  it("changes a request's status", async () => {
    await admin.goto(`${site.url}/admin/dashboard?tab=services`);
    const card = admin.getByTestId('request-card').filter({ hasText: guestEmail });
    await card.getByTestId('status-select').click();
    await admin.locator('.ant-select-item-option[title="معتمد"]').click();
    await toast(admin, 'تم تحديث حالة الطلب بنجاح');
    await admin.reload();
    await expect
      .poll(() => admin.getByTestId('request-card').filter({ hasText: guestEmail }).getAttribute('data-status'))
      .toBe('approved');
  });

  it('replies to a contact message by mail', async () => {
    await admin.goto(`${site.url}/admin/messages`);
    const card = admin.getByTestId('message-card').filter({ hasText: writerEmail });
    await card.getByTestId('message-reply').click();
    const send = admin.getByTestId('reply-send');
    await admin.getByTestId('reply-text').fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await admin.getByTestId('reply-text').fill('Our fees depend on the track; we will call you today.');
    await send.click();
    await toast(admin, 'تم إرسال الرد بنجاح');
    // The reply; the message's own confirmation (its subject names its CM- reference) is left out.
    const mails = (await site.outbox(writerEmail)).filter((mail) => !/CM-\d{4}-\d+/.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Our fees depend on the track');
    // Replying does not mark the message read (spec §4).
    expect(await card.getAttribute('data-read')).toBe('false');
  });

  it('pages messages on the server with the view in the URL, marks a selection read in one go and shows it in the activity', async () => {
    // 25 more messages: with 10 a page, page 2 of the unread view holds the 11th to 20th newest.
    for (let i = 0; i < 25; i += 1) {
      const res = await fetch(`${site.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Bulk ${i}`,
          email: `bulk${i}@example.com`,
          phone: '0500000002',
          subject: `Paging ${String(i).padStart(2, '0')}`,
          message: 'Paging test',
          ...(await guardFields(site.url)),
        }),
      });
      expect(res.status).toBe(201);
    }
    const view = `${site.url}/admin/messages?is_read=false&q=Paging&page=2&page_size=10`;
    await admin.goto(view);
    const cards = admin.getByTestId('message-card');
    await expect.poll(() => cards.count()).toBe(10);
    // Newest first: page 2 starts at the 11th newest, "Paging 14".
    expect(await cards.first().textContent()).toContain('Paging 14');
    await admin.reload();
    await expect.poll(() => cards.count()).toBe(10);
    expect(admin.url()).toBe(view);

    await admin.getByTestId('message-select-page').click();
    await admin.getByTestId('message-bulk-read').click();
    // The unread view of page 2 now holds the last 5 unread "Paging" messages, shown as page 1.
    await expect.poll(() => cards.count()).toBe(5);
    await expect.poll(() => admin.getByTestId('message-bulk-count').count()).toBe(0);
    const token = await admin.evaluate(() => localStorage.getItem('admin_token'));
    const unread = (await (
      await fetch(`${site.url}/api/admin/messages?is_read=false&q=Paging&page_size=100`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { total: number };
    expect(unread.total).toBe(15);

    // Each message marked read is one entry of the activity page.
    await admin.goto(`${site.url}/admin/activity?entity=contact_message`);
    const names = admin.getByTestId('activity-record-name').filter({ hasText: 'Paging' });
    await expect.poll(() => names.count()).toBe(10);
  });

  it('signs out, and the token stops working', async () => {
    const token = await admin.evaluate(() => localStorage.getItem('admin_token'));
    expect(token).toBeTruthy();
    await admin.getByTestId('sidebar-logout').click();
    await admin.waitForURL(/\/admin\/login/);
    const res = await fetch(`${site.url}/api/admin/service-requests`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);
    await admin.goto(`${site.url}/admin/dashboard`);
    await admin.waitForURL(/\/admin\/login/);
    await admin.close();
    expect(errors).toEqual([]);
  });
});
