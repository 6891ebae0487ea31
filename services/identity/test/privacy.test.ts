/**
 * Personal data (Saudi PDPL): the admin's personal-data export and erasure, identity asking the
 * real content and requests services (each on its own test database) through their
 * `/internal/privacy` routes.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { personFormFields } from '@consulting/service-kit';
import { TEST_SECRET, signTestToken, testKeyPair } from '@consulting/service-kit/test-support';
import { pseudonymOf } from '../src/privacy.ts';
import { joinForm, requestForm, TESTDATA } from '../../requests/test/support/harness.ts';
import { startPrivacyStack, type PrivacyStack } from './privacy-stack.ts';

const ADMIN = { name: 'Admin One', email: 'admin@site.sa', password: 'admin-pass-123', role: 'admin' as const };
const PERSON = {
  name: 'Huda Al-Qahtani',
  email: 'huda@example.sa',
  password: 'huda-pass-123',
  role: 'client' as const,
};
const OTHER = { name: 'Faisal', email: 'faisal@example.sa', password: 'faisal-pass-123', role: 'client' as const };
const PSEUDONYM = pseudonymOf(TEST_SECRET, PERSON.email);
const PERSON_PHONE = '+966500000111';
/** A CV name with characters no zip entry should carry, and how the export names it. */
const CV_NAME = 'my "cv": 2024.docx';
const CV_IN_ZIP = 'my _cv_ 2024.docx';

let stack: PrivacyStack;
let adminToken: string;
let personId: string;
let brief: Buffer;
let cv: Buffer;
let photo: Buffer;

/** The entries of a zip, by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    files.set(entry.fileName, Buffer.concat((await stream.toArray()) as Buffer[]));
  }
  return files;
}

const jsonOf = (files: Map<string, Buffer>, name: string) => JSON.parse(files.get(name)!.toString('utf8'));

async function signIn(user: { email: string; password: string }, route: string, userAgent?: string) {
  const res = await fetch(`${stack.identity.url}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(userAgent ? { 'user-agent': userAgent } : {}) },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** What each service holds about `email`, counted straight in their databases. */
async function storedAbout(email: string) {
  const content = stack.content.connection.db!;
  const requests = stack.requests.connection.db!;
  const identity = stack.identityConnection.db!;
  const user = await identity.collection('users').findOne({ email });
  const [service, track, join] = await Promise.all([
    requests.collection('service_requests').find({ user_email: email }).toArray(),
    requests.collection('track_requests').find({ user_email: email }).toArray(),
    requests.collection('join_applications').find({ email }).toArray(),
  ]);
  const attachmentIds = [...service, ...track].flatMap((doc) => (doc.attachment_id ? [doc.attachment_id] : []));
  const joinFileIds = join.flatMap((doc) => [doc.profile_image_id, doc.cv_file_id].filter(Boolean));
  return {
    account: user ? 1 : 0,
    contact_messages: await content.collection('contact_messages').countDocuments({ email }),
    newsletter: await content.collection('newsletter_subscriptions').countDocuments({ email }),
    service_requests: service.length,
    track_requests: track.length,
    join_applications: join.length,
    attachments: await requests.collection('attachments.files').countDocuments({ _id: { $in: attachmentIds } }),
    join_files: await requests.collection('join_applications.files').countDocuments({ _id: { $in: joinFileIds } }),
    notifications: await requests.collection('notifications').countDocuments({ user_email: email }),
  };
}

/** What `storedAbout` counts for an email nothing is stored about. */
const NOTHING_STORED = {
  account: 0,
  contact_messages: 0,
  newsletter: 0,
  service_requests: 0,
  track_requests: 0,
  join_applications: 0,
  attachments: 0,
  join_files: 0,
  notifications: 0,
};

/** The erasure's answer: `identity` accounts and `content` rows of each kind erased, none in requests. */
const erasedReply = (identity: number, content: number) => ({
  success: true,
  erased: {
    identity,
    content: { contact_messages: content, newsletter_subscriptions: content, audit_entries: content },
    requests: {
      service_requests: 0,
      track_requests: 0,
      join_applications: 0,
      files: 0,
      notifications: 0,
      audit_entries: 0,
    },
  },
});

/** The GridFS ids of the files of `email`'s requests and applications. */
async function fileIdsOf(email: string) {
  const requests = stack.requests.connection.db!;
  const [service, track, join] = await Promise.all([
    requests.collection('service_requests').find({ user_email: email }).toArray(),
    requests.collection('track_requests').find({ user_email: email }).toArray(),
    requests.collection('join_applications').find({ email }).toArray(),
  ]);
  return [...service, ...track, ...join].flatMap((doc) =>
    [doc.attachment_id, doc.profile_image_id, doc.cv_file_id].filter(Boolean),
  );
}

/** Every audit entry of the three services, as JSON text. */
async function allAuditText(): Promise<string> {
  const entries = await Promise.all(
    [stack.identityConnection, stack.content.connection, stack.requests.connection].map((connection) =>
      connection.db!.collection('audit_trail').find().toArray(),
    ),
  );
  return JSON.stringify(entries);
}

/** Fills every service with the person's data, through their own routes. */
async function seedPerson(user: typeof PERSON, id: string, subject: string, phone: string) {
  // identity: a sign-in (a session with IP and User-Agent) and an admin's change (an audit entry)
  await signIn(user, '/api/user/login', `Browser of ${user.name}`);
  const renamed = await stack.identity.call('PUT', `/api/admin/users/${id}`, {
    token: adminToken,
    body: { phone },
  });
  expect(renamed.status).toBe(200);

  // content: a contact message (read by an admin: an audit entry) and a newsletter subscription
  const sent = await stack.content.call('POST', '/api/contact', {
    body: {
      name: user.name,
      email: user.email.toUpperCase(),
      phone: '0500000000',
      subject,
      message: `Please call me, ${user.name}`,
      ...personFormFields(TEST_SECRET),
    },
  });
  expect(sent.status).toBe(201);
  const inbox = await stack.content.call('GET', '/api/admin/messages', { token: adminToken });
  const message = inbox.body.messages.find((m: { subject: string }) => m.subject === subject);
  expect(
    (
      await stack.content.call('PUT', `/api/admin/messages/${message.id}`, {
        token: adminToken,
        body: { is_read: true },
      })
    ).status,
  ).toBe(200);
  const subscribed = await stack.content.call('POST', '/api/newsletter', {
    body: { email: user.email, ...personFormFields(TEST_SECRET) },
  });
  expect(subscribed.status).toBe(201);

  // requests: a service request with a PDF (its status changed: a notification and an audit
  // entry), a guest track request under the same email, a join application with a photo and a CV
  const client = {
    authorization: `Bearer ${signTestToken({ id, role: 'client', email: user.email, name: user.name })}`,
  };
  const filed = await fetch(`${stack.requests.url}/api/service-requests`, {
    method: 'POST',
    headers: client,
    body: requestForm(
      {
        service_name: 'innovation',
        user_name: user.name,
        user_email: user.email,
        message: `Protect the design of ${user.name}`,
        request_type: 'service',
      },
      { bytes: brief, name: 'project-brief.pdf' },
    ),
  });
  expect(filed.status).toBe(201);
  const request = ((await filed.json()) as { request: { id: string } }).request;
  const reviewed = await fetch(`${stack.requests.url}/api/admin/service-requests/${request.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ status: 'reviewing', admin_notes: `Call ${user.name}` }),
  });
  expect(reviewed.status).toBe(200);
  const guest = await fetch(`${stack.requests.url}/api/track-requests`, {
    method: 'POST',
    body: requestForm({
      service_name: 'events',
      user_name: user.name,
      user_email: user.email,
      message: 'A booth',
      request_type: 'opportunity',
    }),
  });
  expect(guest.status).toBe(201);
  const applied = await fetch(`${stack.requests.url}/api/endpoints/join-applications.php`, {
    method: 'POST',
    headers: client,
    body: joinForm(
      {
        full_name: user.name,
        email: user.email,
        phone: '+966500000002',
        address: 'Riyadh',
        experience: 'Ten years of design',
        specialization: 'Industrial design',
      },
      {
        profile_image: { bytes: photo, name: 'profile.png', type: 'image/png' },
        cv_file: { bytes: cv, name: CV_NAME, type: 'application/octet-stream' },
      },
    ),
  });
  expect(applied.status).toBe(201);
}

beforeAll(async () => {
  [brief, cv, photo] = await Promise.all(
    ['project-brief.pdf', 'cv.docx', 'profile.png'].map((name) => readFile(path.join(TESTDATA, name))),
  );
  stack = await startPrivacyStack('identity_privacy');
  await stack.addUser(ADMIN);
  personId = await stack.addUser(PERSON);
  const otherId = await stack.addUser(OTHER);
  adminToken = await signIn(ADMIN, '/api/admin/login');
  await seedPerson(PERSON, personId, 'Design protection', PERSON_PHONE);
  await seedPerson(OTHER, otherId, 'Another question', '+966500000222');
}, 60_000);
afterAll(() => stack?.close());

describe('GET /api/admin/privacy/export', () => {
  it('answers a zip of everything the three services hold about the email, files included byte for byte', async () => {
    const res = await stack.identity.call(
      'GET',
      `/api/admin/privacy/export?email=${encodeURIComponent(' Huda@Example.SA ')}`,
      {
        token: adminToken,
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const files = await unzip(Buffer.from(await res.arrayBuffer()));

    const identity = jsonOf(files, 'identity.json');
    expect(identity.account).toMatchObject({
      id: personId,
      name: PERSON.name,
      email: PERSON.email,
      phone: PERSON_PHONE,
      role: 'client',
      is_active: true,
    });
    expect(identity.sessions).toEqual([
      expect.objectContaining({ role: 'client', user_agent: `Browser of ${PERSON.name}`, ip: expect.any(String) }),
    ]);
    const everything = [...files.values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).not.toMatch(/password_hash|\$2[aby]\$/);

    const content = jsonOf(files, 'content.json');
    expect(content.contact_messages).toEqual([
      expect.objectContaining({ email: PERSON.email, subject: 'Design protection', is_read: true }),
    ]);
    expect(content.newsletter_subscriptions).toEqual([
      expect.objectContaining({
        email: PERSON.email,
        consent: expect.objectContaining({ policy_version: expect.any(String) }),
      }),
    ]);

    const requests = jsonOf(files, 'requests.json');
    expect(requests.service_requests).toEqual([
      expect.objectContaining({ user_email: PERSON.email, status: 'reviewing', attachment_name: 'project-brief.pdf' }),
    ]);
    expect(requests.service_requests[0]).not.toHaveProperty('attachment_url');
    expect(requests.track_requests).toEqual([
      expect.objectContaining({ user_email: PERSON.email, service_name: 'events' }),
    ]);
    expect(requests.join_applications).toEqual([
      expect.objectContaining({ email: PERSON.email, full_name: PERSON.name }),
    ]);
    expect(requests.notifications).toEqual([expect.objectContaining({ kind: 'service_request', is_read: false })]);

    const serviceId = requests.service_requests[0].id;
    const applicationId = requests.join_applications[0].id;
    const names = [...files.keys()].filter((name) => name.startsWith('files/')).sort();
    expect(names).toEqual(
      [
        `files/join-applications/${applicationId}-cv-${CV_IN_ZIP}`,
        `files/join-applications/${applicationId}-profile-image-profile.png`,
        `files/service-requests/${serviceId}-attachment-project-brief.pdf`,
      ].sort(),
    );
    expect(requests.files.map((file: { path: string }) => file.path).sort()).toEqual(names);
    expect(files.get(`files/service-requests/${serviceId}-attachment-project-brief.pdf`)!.equals(brief)).toBe(true);
    expect(files.get(`files/join-applications/${applicationId}-profile-image-profile.png`)!.equals(photo)).toBe(true);
    expect(files.get(`files/join-applications/${applicationId}-cv-${CV_IN_ZIP}`)!.equals(cv)).toBe(true);
    // Nothing of the other person.
    expect(everything).not.toContain(OTHER.email);
  });

  it('gives an email nothing is stored about a zip with empty lists', async () => {
    const res = await stack.identity.call('GET', '/api/admin/privacy/export?email=nobody@example.sa', {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    const files = await unzip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()].sort()).toEqual(['content.json', 'identity.json', 'requests.json']);
    expect(jsonOf(files, 'identity.json')).toEqual({ account: null, sessions: [], mails: [] });
    expect(jsonOf(files, 'content.json')).toEqual({ contact_messages: [], newsletter_subscriptions: [] });
    expect(jsonOf(files, 'requests.json')).toEqual({
      service_requests: [],
      track_requests: [],
      join_applications: [],
      notifications: [],
      files: [],
    });
  });

  it('records each export in the audit trail: who, when, about which email', async () => {
    const trail = await stack.identityConnection
      .db!.collection('audit_trail')
      .find({ entity: 'privacy_request', action: 'export' })
      .sort({ at: 1 })
      .toArray();
    expect(trail.length).toBeGreaterThanOrEqual(2);
    expect(trail[0]).toMatchObject({
      actor_email: ADMIN.email,
      entity_id: PSEUDONYM,
      after: {
        email: PERSON.email,
        exported: {
          identity: { account: 1, sessions: 1 },
          content: { contact_messages: 1, newsletter_subscriptions: 1 },
          requests: { service_requests: 1, track_requests: 1, join_applications: 1, notifications: 1, files: 3 },
        },
      },
    });
    expect(Date.now() - trail[0].at.getTime()).toBeLessThan(60_000);
  });

  it('refuses a missing or malformed email with 400 in the JSON error shape', async () => {
    for (const [query, error] of [
      ['', 'Email is required'],
      ['?email=', 'Email is required'],
      ['?email=%20%20', 'Email is required'],
      ['?email=not-an-email', 'Invalid email address'],
      ['?email=a@b.sa&email=c@d.sa', 'Email is required'],
    ]) {
      const res = await stack.identity.call('GET', `/api/admin/privacy/export${query}`, { token: adminToken });
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({ success: false, error });
    }
  });
});

describe('admin only', () => {
  it('401 without a valid token and 403 for a client, on both routes, touching nothing', async () => {
    const client = await signIn(OTHER, '/api/user/login');
    const forged = signTestToken(
      {
        id: personId,
        role: 'admin',
        email: ADMIN.email,
        name: 'A',
      },
      { key: testKeyPair() },
    );
    const before = await storedAbout(PERSON.email);
    const audits = await stack.identityConnection.db!.collection('audit_trail').countDocuments();
    const body = { email: PERSON.email, confirm_email: PERSON.email };
    for (const [method, route, sent] of [
      ['GET', `/api/admin/privacy/export?email=${PERSON.email}`, undefined],
      ['POST', '/api/admin/privacy/erase', body],
    ] as const) {
      for (const token of [undefined, forged]) {
        const res = await stack.identity.call(method, route, { token, body: sent });
        expect(res.status, `${method} ${route}`).toBe(401);
        expect(await res.json()).toEqual({ success: false, error: 'Authentication required' });
      }
      const res = await stack.identity.call(method, route, { token: client, body: sent });
      expect(res.status, `${method} ${route}`).toBe(403);
      expect(await res.json()).toEqual({ success: false, error: 'Forbidden' });
    }
    expect(await storedAbout(PERSON.email)).toEqual(before);
    expect(await stack.identityConnection.db!.collection('audit_trail').countDocuments()).toBe(audits);
  });
});

describe('POST /api/admin/privacy/erase', () => {
  it('refuses a missing, malformed or mismatched confirmation with 400 and erases nothing', async () => {
    const before = await storedAbout(PERSON.email);
    for (const [body, error] of [
      [{}, 'Email is required'],
      [{ email: PERSON.email }, 'Please type the email again to confirm'],
      [{ email: 'bad', confirm_email: 'bad' }, 'Invalid email address'],
      [{ email: PERSON.email, confirm_email: 'huda@example.com' }, 'The confirmation email does not match'],
      [[PERSON.email], 'Expected a JSON object'],
    ] as const) {
      const res = await stack.identity.call('POST', '/api/admin/privacy/erase', { token: adminToken, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ success: false, error });
    }
    expect(await storedAbout(PERSON.email)).toEqual(before);
  });

  it('refuses to erase an admin account with 409, touching nothing', async () => {
    const res = await stack.identity.call('POST', '/api/admin/privacy/erase', {
      token: adminToken,
      body: { email: ADMIN.email, confirm_email: ADMIN.email },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, error: 'An admin account cannot be erased' });
  });

  it('answers 503 when identity has no CONTENT_URL / REQUESTS_URL', async () => {
    const alone = await stack.identityWith(undefined);
    for (const [method, route, body] of [
      ['GET', `/api/admin/privacy/export?email=${PERSON.email}`, undefined],
      ['POST', '/api/admin/privacy/erase', { email: PERSON.email, confirm_email: PERSON.email }],
    ] as const) {
      const res = await alone.call(method, route, { token: adminToken, body });
      expect(res.status).toBe(503);
      expect((await res.json()).error).toMatch(/CONTENT_URL and REQUESTS_URL are not set/);
    }
  });

  it('answers 502 naming the service that failed; run again, it erases everything in the three services', async () => {
    const personToken = await signIn(PERSON, '/api/user/login', 'Second browser');
    const fileIds = await fileIdsOf(PERSON.email);
    expect(fileIds).toHaveLength(3);
    const other = await storedAbout(OTHER.email);
    const body = { email: PERSON.email, confirm_email: ` ${PERSON.email.toUpperCase()} ` };

    // Content is down: requests has done its part, identity has not started.
    const contentDown = await stack.identityWith({ content: [stack.deadUrl], requests: [stack.requestsPrivacyUrl] });
    const failed = await contentDown.call('POST', '/api/admin/privacy/erase', { token: adminToken, body });
    expect(failed.status).toBe(502);
    expect((await failed.json()).error).toMatch(/^The content service could not erase the data/);
    expect(await storedAbout(PERSON.email)).toMatchObject({
      ...NOTHING_STORED,
      account: 1,
      contact_messages: 1,
      newsletter: 1,
    });

    // Run again (through an identity whose first content instance is stopped): it completes.
    const retry = await stack.identityWith({
      content: [stack.deadUrl, stack.content.url],
      requests: [stack.requestsPrivacyUrl],
    });
    const done = await retry.call('POST', '/api/admin/privacy/erase', { token: adminToken, body });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual(erasedReply(1, 1));
    expect(await storedAbout(PERSON.email)).toEqual(NOTHING_STORED);
    // GridFS chunks went with their files.
    const requestsDb = stack.requests.connection.db!;
    for (const bucket of ['attachments', 'join_applications']) {
      expect(await requestsDb.collection(`${bucket}.files`).countDocuments({ _id: { $in: fileIds } })).toBe(0);
      expect(await requestsDb.collection(`${bucket}.chunks`).countDocuments({ files_id: { $in: fileIds } })).toBe(0);
    }

    // Sessions are revoked, kept, and no longer say where the client signed in from.
    const sessions = await stack.identityConnection
      .db!.collection('sessions')
      .find({ user_id: { $exists: true } })
      .toArray();
    const personSessions = sessions.filter((session) => String(session.user_id) === personId);
    expect(personSessions).toHaveLength(2);
    for (const session of personSessions) {
      expect(session.revoked_at).toBeInstanceOf(Date);
      expect(session).not.toHaveProperty('ip');
      expect(session).not.toHaveProperty('user_agent');
    }
    const me = await stack.identity.call('POST', '/api/admin/privacy/erase', { token: personToken, body });
    expect(me.status).toBe(401);

    // Audit entries of the three services keep entity, action, time and admin; the person only
    // as the pseudonym.
    const text = await allAuditText();
    for (const personal of [PERSON.email, PERSON.name, PERSON_PHONE]) {
      expect(text, personal).not.toContain(personal);
    }
    const [identityTrail, contentTrail, requestsTrail] = await Promise.all(
      [stack.identityConnection, stack.content.connection, stack.requests.connection].map((connection) =>
        connection
          .db!.collection('audit_trail')
          .find({
            $or: [{ 'before.email': PSEUDONYM }, { 'after.email': PSEUDONYM }, { 'after.user_email': PSEUDONYM }],
          })
          .toArray(),
      ),
    );
    expect(identityTrail).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entity: 'user',
          entity_id: personId,
          action: 'update',
          actor_email: ADMIN.email,
          after: expect.objectContaining({
            id: personId,
            email: PSEUDONYM,
            name: PSEUDONYM,
            phone: PSEUDONYM,
            role: 'client',
          }),
        }),
        expect.objectContaining({
          entity: 'privacy_request',
          action: 'export',
          after: expect.objectContaining({ email: PSEUDONYM }),
        }),
      ]),
    );
    expect(contentTrail).toEqual([
      expect.objectContaining({
        entity: 'contact_message',
        action: 'update',
        actor_email: ADMIN.email,
        before: expect.objectContaining({ email: PSEUDONYM, name: PSEUDONYM, message: PSEUDONYM, is_read: false }),
        after: expect.objectContaining({ email: PSEUDONYM, is_read: true }),
      }),
    ]);
    expect(requestsTrail).toEqual([
      expect.objectContaining({
        entity: 'service_request',
        action: 'update',
        actor_email: ADMIN.email,
        before: expect.objectContaining({
          user_email: PSEUDONYM,
          user_name: PSEUDONYM,
          status: 'new',
          service_name: 'innovation',
        }),
        after: expect.objectContaining({ user_email: PSEUDONYM, admin_notes: PSEUDONYM, status: 'reviewing' }),
      }),
    ]);

    // Both runs are audited, under the pseudonym only.
    const erasures = await stack.identityConnection
      .db!.collection('audit_trail')
      .find({ entity: 'privacy_request', action: 'erase' })
      .sort({ at: 1, _id: 1 })
      .toArray();
    expect(erasures).toEqual([
      expect.objectContaining({
        actor_email: ADMIN.email,
        entity_id: PSEUDONYM,
        after: expect.objectContaining({ subject: PSEUDONYM, complete: false, failed: 'content' }),
      }),
      expect.objectContaining({
        actor_email: ADMIN.email,
        entity_id: PSEUDONYM,
        after: expect.objectContaining({ subject: PSEUDONYM, complete: true }),
      }),
    ]);

    // The other person's data is untouched.
    expect(await storedAbout(OTHER.email)).toEqual(other);
    expect(await allAuditText()).toContain(OTHER.email);
  });

  it('erases nothing and answers zero counts for an email nothing is stored about (also on a repeat)', async () => {
    for (const email of ['nobody@example.sa', PERSON.email]) {
      const res = await stack.identity.call('POST', '/api/admin/privacy/erase', {
        token: adminToken,
        body: { email, confirm_email: email },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(erasedReply(0, 0));
    }
  });
});
