/**
 * `npm run restore -- <backup folder> [--drop]`: brings an empty stack back to the state of a
 * backup written by `npm run backup`. Checks every file against the manifest's sha256 first;
 * refuses when a database of the backup already holds data, unless `--drop` (then those databases
 * are dropped first); checks the counts afterwards.
 *
 * The database: `MONGODB_URI` if set; else the data folder (`DATA_DIR`, default `.data`): a running
 * `npm start` on it if one answers (stop it first: its services may write meanwhile), else the
 * embedded database started on `<dataDir>/db` for the duration of the command.
 * Exits 0 after the summary, 1 with the reason on failure, 2 on a usage error.
 */
import { parseArgs } from 'node:util';
import { messageOf, restoreDatabases, runDatabaseCommand } from './archive.ts';

const USAGE = `usage: npm run restore -- <backup folder> [--drop]

Restores every database of the backup folder (e.g. backups/2026-11-24T08-15-00Z) into an empty
database: MONGODB_URI if set, otherwise the stack's data folder (DATA_DIR, default .data).
--drop  drop the backup's databases first when they already hold data`;

const started = Date.now();
const log = (line: string) => console.log(line);
let folder: string | undefined;
let options: { drop?: boolean; help?: boolean };
try {
  const parsed = parseArgs({
    options: { drop: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
  options = parsed.values;
  if (!options.help && parsed.positionals.length !== 1) throw new Error('name exactly one backup folder');
  folder = parsed.positionals[0];
} catch (error) {
  console.error(`restore: ${messageOf(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help || !folder) {
  console.log(USAGE);
  process.exit(0);
}
const backupFolder = folder;

// Ctrl-C or SIGTERM: stop after the current batch and stop the database this command started.
await runDatabaseCommand('restore', { started, hint: ' (run it again with --drop)' }, async (database, signal) => {
  if (database.stackRunning) {
    log('restore: warning: npm start is running on this database; stop it first, its services may write meanwhile');
  }
  const summary = await restoreDatabases({ uri: database.uri, folder: backupFolder, drop: options.drop, log, signal });
  const { totals } = summary;
  log(
    `restore: ${totals.databases} databases, ${totals.collections} collections, ${totals.documents} documents ` +
      `restored and counted${summary.dropped.length ? ` (dropped first: ${summary.dropped.join(', ')})` : ''}; ` +
      `${(summary.duration_ms / 1000).toFixed(1)} s restoring, ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
  );
});
