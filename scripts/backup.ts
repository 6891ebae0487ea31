/**
 * `npm run backup [-- --out <dir>]`: writes one consistent archive of every database of the site
 * (documents, indexes, GridFS files, a manifest of counts and checksums) to `backups/<timestamp>/`,
 * or to `<dir>/<timestamp>/` with `--out`.
 *
 * The database: `MONGODB_URI` if set; else the running `npm start` on the data folder (`DATA_DIR`,
 * default `.data`), found through `<dataDir>/database-uri`; else the embedded database started on
 * that folder for the duration of the command. See scripts/archive.ts for the format and for how
 * the copy is kept consistent. When the gateway's database (`GATEWAY_DB_NAME`, default
 * consulting_gateway) is among those backed up, the backup is recorded there for the gateway's
 * `backup_last_success_timestamp_seconds` (`recordLastBackup`; a failure to record it is a
 * warning, the backup stands). Exits 0 with the folder's path on the last line, or 1 with the reason.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_GATEWAY_DB_NAME } from '@consulting/contracts';
import { backupDatabases, formatBytes, messageOf, recordLastBackup, runDatabaseCommand } from './archive.ts';
import { ROOT } from './db.ts';

const USAGE = `usage: npm run backup [-- --out <dir>]

Backs up every database (not admin, local, config) to <dir>/<timestamp>/ (default: backups/).
Uses MONGODB_URI if set; otherwise the stack's data folder (DATA_DIR, default .data): its running
database, or the embedded database started for the backup.`;

const started = Date.now();
const log = (line: string) => console.log(line);
let options: { out?: string; help?: boolean };
try {
  ({ values: options } = parseArgs({
    options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: false,
  }));
} catch (error) {
  console.error(`backup: ${messageOf(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

// Ctrl-C or SIGTERM: stop reading, release the lock, stop the database this command started,
// remove the half-written folder.
await runDatabaseCommand('backup', { started, existing: true }, async (database, signal) => {
  const outDir = path.resolve(options.out ?? path.join(ROOT, 'backups'));
  const backup = await backupDatabases({ uri: database.uri, outDir, log, signal, kind: database.kind });
  const { folder, manifest } = backup;
  const gatewayDb = process.env.GATEWAY_DB_NAME || DEFAULT_GATEWAY_DB_NAME;
  try {
    if (await recordLastBackup(database.uri, backup, gatewayDb)) {
      log(`backup: recorded as the last backup in ${gatewayDb}.backup_status`);
    }
  } catch (error) {
    console.error(`backup: warning: the backup is written but not recorded in ${gatewayDb}: ${messageOf(error)}`);
  }
  const { totals } = manifest;
  const buckets = manifest.databases.flatMap((d) => d.gridfs);
  log(
    `backup: ${totals.databases} databases, ${totals.collections} collections, ${totals.documents} documents, ` +
      `${buckets.reduce((n, b) => n + b.files, 0)} GridFS files; ${formatBytes(totals.bytes)} on disk; ` +
      `consistency: ${manifest.consistency.method}; read in ${(manifest.duration_ms / 1000).toFixed(1)} s, ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s in all`,
  );
  log(`backup: written to ${folder}`);
});
