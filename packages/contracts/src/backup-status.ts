/**
 * The last successful backup, upserted into the gateway's database by each backup, reported as
 * `backup_last_success_timestamp_seconds` for the BackupTooOld alert.
 */

/** The gateway's database (`GATEWAY_DB_NAME`'s default), where the record is kept. */
export const DEFAULT_GATEWAY_DB_NAME = 'consulting_gateway';

/** The collection of the record, in the gateway's database. */
export const BACKUP_STATUS_COLLECTION = 'backup_status';

/** The `_id` of the one record. */
export const LAST_BACKUP_ID = 'last-backup';

/** The record: `{_id: 'last-backup', finishedAt, archive, bytes}`. */
export interface LastBackupRecord {
  _id: typeof LAST_BACKUP_ID;
  /** When the backup finished (a BSON date). */
  finishedAt: Date;
  /** The archive's file or folder name (no path). */
  archive: string;
  /** The archive's size on disk, bytes. */
  bytes: number;
}
