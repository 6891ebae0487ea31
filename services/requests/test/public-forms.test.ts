/**
 * The three public forms of this service (service request, track request, join
 * application): the form token, honeypot and fill time (a bot gets a success and nothing is
 * stored, mailed or created), the consent record, and the per-email limits.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_FIELD,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_MAX_AGE_MS,
  HONEYPOT_FIELD,
  PRIVACY_POLICY_VERSION,
  PUBLIC_FORM_ERRORS,
} from '@consulting/contracts';
import { issueFormToken } from '@consulting/service-kit';
import { TEST_SECRET } from '@consulting/service-kit/test-support';
import type { JoinApplicationPage } from '../src/routes/join-applications.ts';
import type { AdminRequestsPage } from '../src/routes/admin-requests.ts';
import type { JoinApplicationSubmitResponse } from '../src/join-application-record.ts';
import type { SubmitRequestReply } from '../src/submission.ts';
import {
  ADMIN as admin,
  APPLICANT_FIELDS,
  bearer,
  GUEST_FIELDS,
  joinForm,
  requestForm,
  startHarness,
  testFile,
  type Harness,
} from './support/harness.ts';

/** How many bots `/metrics` counted for `form` and `reason`. */
async function botsCaught(h: Harness, form: string, reason: string): Promise<number> {
  const text = await (await fetch(`${h.url}/metrics`)).text();
  const line = text
    .split('\n')
    .find(
      (row) =>
        row.startsWith('public_form_bots_caught_total{') &&
        row.includes(`form="${form}"`) &&
        row.includes(`reason="${reason}"`),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('bots, form tokens and consent', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('requests_public_forms');
  });
  afterAll(() => h?.close());

  const post = (path: string, body: FormData, headers: Record<string, string> = {}) =>
    fetch(`${h.url}${path}`, { method: 'POST', body, headers });

  it('answers a honeypot bot as a person, with its PDF, and stores, mails and creates nothing', async () => {
    const pdf = { bytes: await testFile('project-brief.pdf'), name: 'brief.pdf' };
    const person = await post(
      '/api/service-requests',
      requestForm({ ...GUEST_FIELDS, user_email: 'real@example.sa' }, pdf),
    );
    expect(person.status).toBe(201);
    const personReply = (await person.json()) as SubmitRequestReply;
    // Its lead mails go to identity after the answer: let them land before counting calls.
    await h.leadMailsDelivered();

    const before = await h.counts();
    const calls = h.identity.calls.length;
    const caught = await botsCaught(h, 'service_request', 'honeypot');
    const bot = await post(
      '/api/service-requests',
      requestForm({ ...GUEST_FIELDS, user_email: 'stranger@example.sa', [HONEYPOT_FIELD]: 'http://spam.example' }, pdf),
    );
    expect(bot.status).toBe(201);
    const botReply = (await bot.json()) as SubmitRequestReply;
    expect(botReply).toMatchObject({
      success: true,
      message: personReply.message,
      request: {
        request_type: 'service',
        status: 'new',
        user_email: 'stranger@example.sa',
        attachment_name: 'brief.pdf',
        consent: { policy_version: PRIVACY_POLICY_VERSION },
      },
    });
    expect(botReply.request.id).toMatch(/^[0-9a-f]{24}$/);
    expect(Object.keys(botReply.request).sort()).toEqual(Object.keys(personReply.request).sort());

    expect(await h.counts()).toEqual(before);
    expect(h.identity.calls.slice(calls)).toEqual([]);
    expect(h.identity.accounts.has('stranger@example.sa')).toBe(false);
    expect(await botsCaught(h, 'service_request', 'honeypot')).toBe(caught + 1);
    // The made-up record's file does not exist.
    expect((await fetch(`${h.url}${botReply.request.attachment_url}`)).status).toBe(404);
  });

  it('answers a form sent sooner than the minimum fill time as a success and stores nothing', async () => {
    const before = await h.counts();
    const caught = await botsCaught(h, 'track_request', 'too_fast');
    const res = await post(
      '/api/track-requests',
      requestForm({
        ...GUEST_FIELDS,
        user_email: 'quick@example.sa',
        [FORM_TOKEN_FIELD]: issueFormToken(TEST_SECRET).token,
      }),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as SubmitRequestReply).request.request_type).toBe('opportunity');
    expect(await h.counts()).toEqual(before);
    expect(h.identity.accounts.has('quick@example.sa')).toBe(false);
    expect(await botsCaught(h, 'track_request', 'too_fast')).toBe(caught + 1);
  });

  it("keeps a bot's join application files out of GridFS", async () => {
    const before = await h.counts();
    const res = await post(
      '/api/join-applications',
      joinForm(
        { ...APPLICANT_FIELDS, [HONEYPOT_FIELD]: 'x' },
        {
          profile_image: { bytes: await testFile('profile.png'), name: 'me.png' },
          cv_file: { bytes: await testFile('project-brief.pdf'), name: 'cv.pdf' },
        },
      ),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as JoinApplicationSubmitResponse;
    expect(body).toMatchObject({
      success: true,
      message: 'Application submitted successfully',
      data: { ...APPLICANT_FIELDS, status: 'pending', profile_image_name: 'me.png', cv_file_name: 'cv.pdf' },
    });
    expect(body.data.profile_image).toMatch(/^\/uploads\/join_applications\/[0-9a-f]{24}\?/);
    expect(await h.counts()).toEqual(before);
  });

  it('refuses a missing, forged or stale form token, and a form without consent, with 400, storing nothing', async () => {
    const before = await h.counts();
    const accounts = h.identity.accounts.size;
    const cases: [Record<string, string>, string][] = [
      [{ [FORM_TOKEN_FIELD]: '' }, PUBLIC_FORM_ERRORS.tokenInvalid],
      [
        { [FORM_TOKEN_FIELD]: issueFormToken('another-secret-of-enough-length-000000', Date.now() - 10_000).token },
        PUBLIC_FORM_ERRORS.tokenInvalid,
      ],
      [
        { [FORM_TOKEN_FIELD]: issueFormToken(TEST_SECRET, Date.now() - FORM_TOKEN_MAX_AGE_MS - 60_000).token },
        PUBLIC_FORM_ERRORS.tokenInvalid,
      ],
      [{ [CONSENT_FIELD]: '' }, PUBLIC_FORM_ERRORS.consentRequired],
      [{ [CONSENT_FIELD]: 'false' }, PUBLIC_FORM_ERRORS.consentRequired],
    ];
    for (const [override, error] of cases) {
      for (const [path, form] of [
        ['/api/service-requests', requestForm({ ...GUEST_FIELDS, user_email: 'n1@example.sa', ...override })],
        ['/api/track-requests', requestForm({ ...GUEST_FIELDS, user_email: 'n1@example.sa', ...override })],
        ['/api/endpoints/join-applications.php', joinForm({ ...APPLICANT_FIELDS, ...override })],
      ] as const) {
        const res = await post(path, form);
        expect([path, res.status, await res.json()]).toEqual([path, 400, { success: false, error }]);
      }
    }
    const unguarded = await post('/api/service-requests', requestForm(GUEST_FIELDS, undefined, { guard: false }));
    expect(await unguarded.json()).toEqual({ success: false, error: PUBLIC_FORM_ERRORS.tokenInvalid });
    expect(await h.counts()).toEqual(before);
    expect(h.identity.accounts.size).toBe(accounts);
  });

  it("stores a person's consent and shows it in the admin records", async () => {
    const res = await post('/api/track-requests', requestForm({ ...GUEST_FIELDS, user_email: 'consent@example.sa' }));
    const { request } = (await res.json()) as SubmitRequestReply;
    const list = (await (
      await fetch(`${h.url}/api/admin/track-requests?q=consent@example.sa`, { headers: bearer(admin) })
    ).json()) as AdminRequestsPage;
    expect(list.requests).toEqual([expect.objectContaining({ id: request.id, consent: request.consent })]);
    expect(request.consent).toEqual({ policy_version: PRIVACY_POLICY_VERSION, given_at: expect.any(String) });

    const applied = await post(
      '/api/join-applications',
      joinForm({ ...APPLICANT_FIELDS, email: 'consent@example.sa' }),
    );
    const { data } = (await applied.json()) as JoinApplicationSubmitResponse;
    const applications = (await (
      await fetch(`${h.url}/api/admin/join-applications?q=consent@example.sa`, { headers: bearer(admin) })
    ).json()) as JoinApplicationPage;
    expect(applications.data).toEqual([
      expect.objectContaining({
        id: data.id,
        consent: { policy_version: PRIVACY_POLICY_VERSION, given_at: expect.any(String) },
      }),
    ]);
  });
});

describe('FORM_MIN_FILL_MS=0', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('requests_fill_zero', { publicForms: { minFillMs: 0 } });
  });
  afterAll(() => h?.close());

  it('takes a form sent the moment its token was issued as a person', async () => {
    const res = await fetch(`${h.url}/api/service-requests`, {
      method: 'POST',
      body: requestForm({ ...GUEST_FIELDS, [FORM_TOKEN_FIELD]: issueFormToken(TEST_SECRET).token }),
    });
    expect(res.status).toBe(201);
    expect((await h.counts()).service).toBe(1);
  });
});

describe('per-email limits (REQUESTS_PER_EMAIL_PER_HOUR)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('requests_email_limits', { publicForms: { perEmailPerHour: 2 } });
  });
  afterAll(() => h?.close());

  const post = (path: string, body: FormData, headers: Record<string, string> = {}) =>
    fetch(`${h.url}${path}`, { method: 'POST', body, headers });

  it('answers 429 with Retry-After past the limit of one email and form, storing nothing', async () => {
    const target = { ...GUEST_FIELDS, user_email: 'target@example.sa' };
    for (let i = 0; i < 2; i += 1) expect((await post('/api/service-requests', requestForm(target))).status).toBe(201);
    // Their lead mails go to identity after the answers: let them land before counting calls.
    await h.leadMailsDelivered();
    const before = await h.counts();
    const calls = h.identity.calls.length;
    const pdf = { bytes: await testFile('project-brief.pdf'), name: 'brief.pdf' };
    const limited = await post(
      '/api/service-requests',
      requestForm({ ...target, user_email: 'TARGET@example.sa' }, pdf),
    );
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ success: false, error: PUBLIC_FORM_ERRORS.rateLimited });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await h.counts()).toEqual(before);
    // Nothing reached identity: no account, no mail.
    expect(h.identity.calls.slice(calls)).toEqual([]);

    // Another email, and the same email on another form, have their own limits.
    expect(
      (await post('/api/service-requests', requestForm({ ...target, user_email: 'other@example.sa' }))).status,
    ).toBe(201);
    expect((await post('/api/track-requests', requestForm(target))).status).toBe(201);
  });

  it("counts a signed-in client's submissions under the token's email", async () => {
    const client = { id: 'client-77', role: 'client' as const, email: 'Client77@example.sa', name: 'Client' };
    const form = () => requestForm({ ...GUEST_FIELDS, user_email: `random${Math.random()}@example.sa` });
    expect((await post('/api/track-requests', form(), bearer(client))).status).toBe(201);
    expect((await post('/api/track-requests', form(), bearer(client))).status).toBe(201);
    expect((await post('/api/track-requests', form(), bearer(client))).status).toBe(429);
  });

  it('limits join applications per email', async () => {
    const fields = { ...APPLICANT_FIELDS, email: 'applicant@example.sa' };
    expect((await post('/api/join-applications', joinForm(fields))).status).toBe(201);
    expect((await post('/api/endpoints/join-applications.php', joinForm(fields))).status).toBe(201);
    const before = await h.counts();
    const limited = await post(
      '/api/join-applications',
      joinForm(fields, { cv_file: { bytes: await testFile('project-brief.pdf'), name: 'cv.pdf' } }),
    );
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await h.counts()).toEqual(before);
  });

  it('does not count bots (they are answered before the limit, and store nothing anyway)', async () => {
    const fields = { ...GUEST_FIELDS, user_email: 'botted@example.sa', [HONEYPOT_FIELD]: 'filled' };
    for (let i = 0; i < 3; i += 1) expect((await post('/api/service-requests', requestForm(fields))).status).toBe(201);
    const { [HONEYPOT_FIELD]: _honeypot, ...person } = fields;
    expect((await post('/api/service-requests', requestForm(person))).status).toBe(201);
  });
});

describe('RATE_LIMITS=off', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('requests_limits_off', { publicForms: { perEmailPerHour: 1, rateLimits: false } });
  });
  afterAll(() => h?.close());

  it('lets every submission through', async () => {
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${h.url}/api/service-requests`, { method: 'POST', body: requestForm(GUEST_FIELDS) });
      expect(res.status).toBe(201);
    }
    expect((await h.counts()).service).toBe(3);
  });
});
