/**
 * Join-application files older than JOIN_FILES_RETENTION_MONTHS are deleted by
 * a daily job; the application stays, its file fields cleared and `files_deleted_at` set. The
 * job takes its clock as an argument, so the test moves time instead of waiting for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { createLogger, serviceMetricsRegistry, signPath } from '@consulting/service-kit';
import { requestFileStore, type RequestFileStore } from '../src/grid-file-store.ts';
import { createJoinFilesRetention, monthsBefore } from '../src/join-files-retention.ts';
import type { JoinApplicationPage } from '../src/routes/join-applications.ts';
import { applicationDoc, insertDocs } from './support/seed.ts';
import { ADMIN as admin, bearer, startHarness, testFile, UPLOAD_SECRET, type Harness } from './support/harness.ts';

let h: Harness;
let files: RequestFileStore;
beforeAll(async () => {
  h = await startHarness('requests_retention');
  files = requestFileStore(h.connection, 'join_applications');
});
afterAll(() => h?.close());

const retention = (months = 24) =>
  createJoinFilesRetention({
    connection: h.connection,
    logger: createLogger('requests'),
    retentionMonths: months,
    registry: serviceMetricsRegistry('requests'),
  });

/** Now, for the job: 2028-01-15T00:00Z, so 24 months back is 2026-01-15. */
const NOW = Date.UTC(2028, 0, 15);

async function saveFile(name: string): Promise<mongoose.Types.ObjectId> {
  const bytes = await testFile(name);
  return files.save(bytes, { original_name: name, size: bytes.length, mime: 'application/octet-stream' });
}

/** An application sent at `created` with a profile image and/or a CV. */
async function application(created: Date, withFiles: { image?: boolean; cv?: boolean } = { image: true, cv: true }) {
  const doc = applicationDoc({
    created_at: created,
    updated_at: created,
    ...(withFiles.image ? { profile_image_id: await saveFile('profile.png'), profile_image_name: 'me.png' } : {}),
    ...(withFiles.cv ? { cv_file_id: await saveFile('project-brief.pdf'), cv_file_name: 'cv.pdf' } : {}),
  });
  await insertDocs(h.connection, 'join_applications', [doc]);
  return doc;
}

const storedApplication = (id: mongoose.Types.ObjectId) =>
  h.connection.db!.collection('join_applications').findOne({ _id: id });

describe('join-application file retention (JOIN_FILES_RETENTION_MONTHS)', () => {
  it('counts months on the calendar', () => {
    expect(monthsBefore(NOW, 24).toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(monthsBefore(Date.UTC(2028, 6, 1), 1).toISOString()).toBe('2028-06-01T00:00:00.000Z');
  });

  it('deletes the files of applications older than the period and keeps the records', async () => {
    const old = await application(new Date(Date.UTC(2025, 11, 1)));
    const oldCvOnly = await application(new Date(Date.UTC(2024, 4, 1)), { cv: true });
    const oldWithout = await application(new Date(Date.UTC(2025, 0, 1)), {});
    const atCutoff = await application(monthsBefore(NOW, 24), { image: true });
    const recent = await application(new Date(Date.UTC(2026, 5, 1)));
    const before = await h.counts();

    const result = await retention().run(NOW);
    expect(result).toEqual({ applications: 2, files: 3 });
    const after = await h.counts();
    expect(after.join).toBe(before.join);
    expect(before.joinFiles - after.joinFiles).toBe(3);

    const cleared = await storedApplication(old._id);
    expect(cleared).toMatchObject({ full_name: old.full_name, email: old.email, files_deleted_at: new Date(NOW) });
    expect(cleared).not.toHaveProperty('profile_image_id');
    expect(cleared).not.toHaveProperty('cv_file_name');
    // The record itself did not change: its last update is still the applicant's.
    expect(cleared?.updated_at).toEqual(old.updated_at);
    for (const fileId of [old.profile_image_id!, old.cv_file_id!, oldCvOnly.cv_file_id!]) {
      expect(await files.find(fileId.toHexString())).toBeNull();
      const link = signPath(UPLOAD_SECRET, `/uploads/join_applications/${fileId.toHexString()}`, 60);
      expect((await fetch(`${h.url}${link}`)).status).toBe(404);
    }
    expect(await storedApplication(oldWithout._id)).not.toHaveProperty('files_deleted_at');
    expect(await storedApplication(atCutoff._id)).toHaveProperty('profile_image_id');
    expect(await files.find(atCutoff.profile_image_id!.toHexString())).not.toBeNull();
    expect(await storedApplication(recent._id)).toHaveProperty('cv_file_id');

    // The admin list says so, with empty file fields.
    const res = await fetch(`${h.url}/api/admin/join-applications?page_size=100`, { headers: bearer(admin) });
    const page = (await res.json()) as JoinApplicationPage;
    expect(page.data.find((row) => row.id === old._id.toHexString())).toMatchObject({
      profile_image: '',
      profile_image_name: '',
      cv_file: '',
      cv_file_name: '',
      files_deleted_at: new Date(NOW).toISOString(),
    });
    expect(page.data.find((row) => row.id === recent._id.toHexString())).not.toHaveProperty('files_deleted_at');

    // Running again the same day finds nothing; as time passes the next ones go.
    expect(await retention().run(NOW)).toEqual({ applications: 0, files: 0 });
    expect(await retention().run(Date.UTC(2028, 6, 2))).toEqual({ applications: 2, files: 3 });
    expect(await files.find(recent.cv_file_id!.toHexString())).toBeNull();
  });

  it('follows the configured period', async () => {
    const lastMonth = await application(new Date(NOW - 40 * 24 * 3600_000), { cv: true });
    expect(await retention(24).run(NOW)).toEqual({ applications: 0, files: 0 });
    expect(await retention(1).run(NOW)).toEqual({ applications: 1, files: 1 });
    expect(await storedApplication(lastMonth._id)).toHaveProperty('files_deleted_at');
  });
});
