/**
 * Retention of join-application files (Saudi PDPL): an applicant's profile
 * image and CV are kept JOIN_FILES_RETENTION_MONTHS (default 24) after the application was sent,
 * then deleted by a daily job. The application itself stays, its file fields removed and
 * `files_deleted_at` set, so the admin list still shows it and says when its files went.
 *
 * Each application is first updated (its file ids unset, only while they are still the ones
 * read), then its files are deleted. Should a delete fail, the files are no longer referred to by
 * any record and the orphan-upload sweep removes them after its grace period; no record ever
 * points at a deleted file. Plain CRUD only, so it runs on MongoDB 7 and mongo-java-server alike,
 * and several instances may run it at once (the conditional update lets one of them win).
 */
import type mongoose from 'mongoose';
import type { Logger } from 'pino';
import { registeredCounter, type MetricsRegistry } from '@consulting/service-kit';
import { requestFileStore } from './grid-file-store.ts';
import { joinApplicationModel, type StoredJoinApplication } from './models/join-application.model.ts';

/** Applications read per round trip. */
const BATCH = 200;

export interface JoinFilesRetentionOptions {
  connection: mongoose.Connection;
  logger: Logger;
  /** Months an application's files are kept after it was sent (JOIN_FILES_RETENTION_MONTHS, at least 1). */
  retentionMonths: number;
  /** Where `join_application_files_deleted_total` is counted (the service's `/metrics`). */
  registry: MetricsRegistry;
}

/** What one run did. */
export interface JoinFilesRetentionResult {
  /** Applications whose file fields were cleared. */
  applications: number;
  /** GridFS files deleted. */
  files: number;
}

export interface JoinFilesRetention {
  /**
   * One run at time `now` (ms since the epoch, default the clock): every application sent before
   * `now` minus `retentionMonths` calendar months (UTC) that still has a profile image or CV gets
   * its file fields removed and `files_deleted_at: now`, and those files are deleted from the
   * `join_applications` bucket. Resolves what it did; rejects on a database error while reading
   * or updating (the next run carries on where this one stopped). A failed file delete is logged
   * and left to the orphan-upload sweep.
   */
  run: (now?: number) => Promise<JoinFilesRetentionResult>;
}

/** `now` minus `months` calendar months (UTC), e.g. 2026-03-31 minus 1 → 2026-03-03 (Date's rollover). */
export function monthsBefore(now: number, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Creates the job; main.ts runs it at start and every JOIN_FILES_SWEEP_INTERVAL_MS (a day). */
export function createJoinFilesRetention(options: JoinFilesRetentionOptions): JoinFilesRetention {
  const { connection, logger, retentionMonths } = options;
  const deleted = registeredCounter(options.registry, {
    name: 'join_application_files_deleted_total',
    help: 'Join-application files (profile images and CVs) deleted by the retention job (JOIN_FILES_RETENTION_MONTHS)',
    labelNames: [] as const,
  });
  const applications = joinApplicationModel(connection);
  const files = requestFileStore(connection, 'join_applications');

  return {
    run: async (now = Date.now()) => {
      const cutoff = monthsBefore(now, retentionMonths);
      const deletedAt = new Date(now);
      const result: JoinFilesRetentionResult = { applications: 0, files: 0 };
      const due = {
        created_at: { $lt: cutoff },
        $or: [{ profile_image_id: { $ne: null } }, { cv_file_id: { $ne: null } }],
      };
      for (;;) {
        const batch = await applications
          .find(due, { _id: 1, profile_image_id: 1, cv_file_id: 1 })
          .sort({ created_at: 1, _id: 1 })
          .limit(BATCH)
          .lean<Pick<StoredJoinApplication, '_id' | 'profile_image_id' | 'cv_file_id'>[]>();
        if (batch.length === 0) break;
        for (const doc of batch) {
          // Only while the ids are still those read: a concurrent run (another instance) that got
          // there first leaves nothing to match, and its files are its to delete.
          const cleared = await applications.updateOne(
            { _id: doc._id, profile_image_id: doc.profile_image_id ?? null, cv_file_id: doc.cv_file_id ?? null },
            {
              $unset: { profile_image_id: 1, profile_image_name: 1, cv_file_id: 1, cv_file_name: 1 },
              $set: { files_deleted_at: deletedAt },
            },
            { timestamps: false },
          );
          if (cleared.modifiedCount === 0) continue;
          result.applications += 1;
          const ids = [doc.profile_image_id, doc.cv_file_id].filter((id) => id !== undefined && id !== null);
          try {
            await files.removeAll(ids);
            result.files += ids.length;
            deleted.inc(ids.length);
          } catch (error) {
            logger.warn(
              { err: error, application: doc._id.toString() },
              'retention: files of a join application could not be deleted; the orphan sweep removes them later',
            );
          }
        }
        if (batch.length < BATCH) break;
      }
      if (result.applications > 0) {
        logger.info({ ...result, retentionMonths, cutoff }, 'retention: old join-application files deleted');
      }
      return result;
    },
  };
}
