/**
 * The public forms in Chromium against the running site: each form's success path stores what was
 * sent (read back through the admin APIs), and each bad-input path shows the spec's message and
 * sends or stores nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './support/browser.ts';
import { startSite, type Site } from './support/site.ts';

const testdata = path.resolve(import.meta.dirname, '../../shared/testdata');
let site: Site;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  site = await startSite();
  browser = await launchBrowser();
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(site.admin),
  });
  adminToken = ((await login.json()) as { token: string }).token;
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function adminGet<T>(url: string): Promise<T> {
  const res = await fetch(`${site.url}${url}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** Records every POST the page sends to `pathPattern`. */
function posts(page: Page, pathPattern: RegExp): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && pathPattern.test(new URL(r.url()).pathname)) seen.push(r.url());
  });
  return seen;
}

async function englishPage(url: string) {
  const context = await browser.newContext();
  const { page, errors } = await openPage(context);
  await page.goto(`${site.url}${url}?lang=en`);
  await page.locator('h1').first().waitFor();
  return { page, errors, close: () => context.close() };
}

describe('contact form (/contact)', () => {
  it('refuses an empty form without sending, then stores a complete message', async () => {
    const { page, errors, close } = await englishPage('/contact');
    const sent = posts(page, /^\/api\/contact$/);
    const form = page.getByTestId('contact-form');
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-error-name').waitFor();
    expect(sent).toHaveLength(0);

    await form.locator('[name=name]').fill('Huda Al-Qahtani');
    await form.locator('[name=email]').fill('huda@example.com');
    await form.locator('[name=phone]').fill('0551112222');
    await form.locator('[name=subject]').fill('Partnership');
    await form.locator('[name=message]').fill('We would like to discuss a partnership.');
    // Without the privacy-policy tick the form says so and sends nothing.
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-consent-error').waitFor();
    expect(sent).toHaveLength(0);
    await form.getByTestId('contact-consent').check();
    await page.getByTestId('contact-submit').click();
    const status = page.getByTestId('contact-status');
    await expect.poll(() => status.getAttribute('data-status')).toBe('success');
    expect(await status.textContent()).toContain('Your message has been sent successfully!');
    expect(await form.locator('[name=name]').inputValue()).toBe('');
    const { messages } = await adminGet<{ messages: { email: string; subject: string }[] }>('/api/admin/messages');
    expect(messages.filter((m) => m.email === 'huda@example.com')).toEqual([
      expect.objectContaining({ subject: 'Partnership' }),
    ]);
    await close();
    expect(errors).toEqual([]);
  });
});

describe('contact message form (/contact/message)', () => {
  it('stores a message sent from the page in its own language', async () => {
    const { page, errors, close } = await englishPage('/contact/message');
    // The page has its own toggle, Arabic by default even on the English site (spec §1).
    expect(await page.getByTestId('contact-message-page').getAttribute('dir')).toBe('rtl');
    await page.getByTestId('contact-message-language').click();
    expect(await page.getByTestId('contact-message-page').getAttribute('dir')).toBe('ltr');
    const form = page.getByTestId('contact-form');
    await form.locator('[name=name]').fill('Faisal');
    await form.locator('[name=email]').fill('not-an-email');
    await form.locator('[name=phone]').fill('0500000000');
    await form.locator('[name=subject]').fill('Question');
    await form.locator('[name=message]').fill('When do you open?');
    const sent = posts(page, /^\/api\/contact$/);
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('contact-error-email').waitFor();
    expect(sent).toHaveLength(0);
    await form.locator('[name=email]').fill('faisal@example.com');
    await form.getByTestId('contact-consent').check();
    await page.getByTestId('contact-submit').click();
    await expect.poll(() => page.getByTestId('contact-status').getAttribute('data-status')).toBe('success');
    const { messages } = await adminGet<{ messages: { email: string }[] }>('/api/admin/messages');
    expect(messages.some((m) => m.email === 'faisal@example.com')).toBe(true);
    await close();
    expect(errors).toEqual([]);
  });
});

describe('join us (/join-us)', () => {
  it('refuses a bad email and a renamed executable, then stores an application with a CV and a photo', async () => {
    const { page, errors, close } = await englishPage('/join-us');
    const sent = posts(page, /join-applications/);
    const fields = {
      full_name: 'Noura Al-Saud',
      email: 'noura@',
      phone: '0503334444',
      address: 'Riyadh',
      experience: '6 years in IP law',
      specialization: 'Intellectual property',
    };
    for (const [name, value] of Object.entries(fields)) await page.locator(`[name=${name}]`).first().fill(value);
    await page.getByTestId('join-submit').click();
    await expect.poll(() => page.getByTestId('join-error-email').textContent()).toContain('Invalid email address');
    expect(sent).toHaveLength(0);

    await page.locator('[name=email]').first().fill('noura@example.com');
    await page.getByTestId('join-cv-input').setInputFiles(path.join(testdata, 'not-a-pdf.pdf'));
    await page.getByText('Unsupported file type').first().waitFor();
    expect(await page.getByTestId('join-cv-name').count()).toBe(0);
    await page.getByTestId('join-cv-input').setInputFiles(path.join(testdata, 'cv.docx'));
    await page.getByTestId('join-profile-image-input').setInputFiles(path.join(testdata, 'profile.png'));
    await page.getByTestId('join-consent').check();
    await page.getByTestId('join-submit').click();
    await page.getByTestId('join-success').waitFor();
    expect(sent).toHaveLength(1);
    const { data } = await adminGet<{ data: { email: string; cv_file_name: string; profile_image_name: string }[] }>(
      '/api/join-applications',
    );
    expect(data.filter((a) => a.email === 'noura@example.com')).toEqual([
      expect.objectContaining({ cv_file_name: 'cv.docx', profile_image_name: 'profile.png' }),
    ]);
    await page.getByTestId('join-apply-another').click();
    expect(await page.locator('[name=full_name]').first().inputValue()).toBe('');
    await close();
    expect(errors).toEqual([]);
  });
});

describe('public service request (/service-request)', () => {
  it('refuses missing fields, then sends one request combining description, company, budget and timeline', async () => {
    const { page, errors, close } = await englishPage('/service-request');
    const sent = posts(page, /^\/api\/service-requests$/);
    await page.getByTestId('service-request-submit').click();
    await page.getByTestId('service-request-error-name').waitFor();
    expect(sent).toHaveLength(0);
    await page.locator('[name=name]').first().fill('Majed');
    await page.locator('[name=email]').first().fill('majed@example.com');
    await page.locator('[name=phone]').first().fill('0509998888');
    await page.locator('[name=company]').first().fill('Majed Trading');
    await page.locator('[name=projectDescription]').first().fill('We need a brand identity.');
    // Refused while the service type is missing, then chosen in the native select by its label.
    await page.getByTestId('service-request-submit').click();
    await page.getByTestId('service-request-error-serviceType').waitFor();
    expect(sent).toHaveLength(0);
    await page.getByLabel('Service Type').selectOption({ label: 'Launch and Branding' });
    expect(await page.getByTestId('service-request-error-serviceType').count()).toBe(0);
    await page.getByTestId('service-request-consent').check();
    await page.getByTestId('service-request-submit').click();
    await page.getByTestId('service-request-success').waitFor();
    expect(sent).toHaveLength(1);
    const { requests } = await adminGet<{ requests: { user_email: string; service_name: string; message: string }[] }>(
      '/api/admin/service-requests',
    );
    const stored = requests.filter((r) => r.user_email === 'majed@example.com');
    expect(stored).toHaveLength(1);
    expect(stored[0].service_name).toBe('launch');
    expect(stored[0].message).toContain('We need a brand identity.');
    expect(stored[0].message).toContain('Majed Trading');
    await close();
    expect(errors).toEqual([]);
  });
});

describe('footer newsletter', () => {
  it('confirms a subscription, refuses an invalid email before sending, and answers a repeat as the first', async () => {
    const { page, close } = await englishPage('/');
    const sent = posts(page, /^\/api\/newsletter$/);
    const email = page.getByTestId('newsletter-email');
    const result = page.getByTestId('newsletter-result');
    await email.fill('not-an-email');
    await page.getByTestId('newsletter-submit').click();
    await expect.poll(() => result.getAttribute('data-status')).toBe('invalid');
    expect(sent).toHaveLength(0);
    await email.fill('reader@example.com');
    await page.getByTestId('newsletter-consent').check();
    await page.getByTestId('newsletter-submit').click();
    await expect.poll(() => result.getAttribute('data-status')).toBe('success');
    expect(await result.textContent()).toContain('Thank you for subscribing');
    // The site does not tell who subscribes: a repeat gets the same thanks.
    await email.fill('Reader@Example.com');
    await page.getByTestId('newsletter-consent').check();
    await page.getByTestId('newsletter-submit').click();
    await expect.poll(() => sent.length).toBe(2);
    await expect.poll(() => result.getAttribute('data-status')).toBe('success');
    expect(await result.textContent()).toContain('Thank you for subscribing');
    await close();
  });
});
