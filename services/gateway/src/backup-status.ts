/**
 * The age of the last successful backup on the gateway's `GET /metrics`, for the BackupTooOld
 * alert (deploy/monitoring/alerts.yml): read at scrape time from the record the backup writes
 * into the gateway's database (`LastBackupRecord` of @consulting/contracts).
 */
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { BACKUP_STATUS_COLLECTION, LAST_BACKUP_ID, type LastBackupRecord } from '@consulting/contracts';
import { scrapeGauge, scrapeRead, type MetricsRegistry } from '@consulting/service-kit';

/**
 * The record's `finishedAt` in Unix seconds; 0 when there is no record, or when its
 * `finishedAt` is not a date (logged as a warning).
 */
async function readLastBackup(connection: Connection, maxTimeMS: number, logger: Logger): Promise<number> {
  const collection = connection.db?.collection<Partial<LastBackupRecord>>(BACKUP_STATUS_COLLECTION);
  if (!collection) throw new Error('the connection has no database');
  const record = await collection.findOne({ _id: LAST_BACKUP_ID }, { projection: { finishedAt: 1 }, maxTimeMS });
  if (!record) return 0;
  if (!(record.finishedAt instanceof Date) || Number.isNaN(record.finishedAt.getTime())) {
    logger.warn(
      { collection: BACKUP_STATUS_COLLECTION, id: LAST_BACKUP_ID },
      'backup record has no date in finishedAt: reported as no backup',
    );
    return 0;
  }
  return record.finishedAt.getTime() / 1000;
}

/**
 * The gauge `backup_last_success_timestamp_seconds` (Unix seconds; 0: none recorded; NaN until
 * read), read from the gateway's database at each scrape; a failed read keeps the last value.
 */
export function reportLastBackup(options: {
  registry: MetricsRegistry;
  connection: () => Connection | undefined;
  logger: Logger;
}): void {
  const { registry, connection, logger } = options;
  const read = scrapeRead({
    connection,
    read: (open, maxTimeMS) => readLastBackup(open, maxTimeMS, logger),
    logger,
    what: 'backup status',
  });
  const gauge = scrapeGauge(registry, {
    name: 'backup_last_success_timestamp_seconds',
    help: 'Unix time (seconds) the last successful backup finished; 0 when none is recorded',
    collect: async (gauge) => {
      const finished = await read();
      if (finished !== undefined) gauge.set(finished);
    },
  });
  gauge.set(Number.NaN);
}
