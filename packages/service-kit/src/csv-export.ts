import type { Context } from 'koa';
import { Readable, pipeline } from 'node:stream';
import { stringify } from 'csv-stringify';
import { attachment } from './list-query.ts';

/** One column of a CSV export: its (Arabic) header and how a row gives the cell. */
export interface CsvColumn<R> {
  header: string;
  value: (row: R) => string | number | boolean | Date | null | undefined;
}

/**
 * Streams `rows` as a CSV download `filename`: UTF-8 with BOM (Excel's Arabic) and a header line.
 * Cells starting with `=`, `+`, `-`, `@`, tab or CR get a `'` prefix (OWASP CSV injection); dates
 * ISO 8601; null empty. Read as the client takes it, so memory stays flat; a failure mid-way ends
 * the download early and is logged.
 */
export function streamCsv<R>(
  ctx: Context,
  download: { filename: string; columns: readonly CsvColumn<R>[]; rows: AsyncIterable<R> },
): void {
  const { columns, rows } = download;
  attachment(ctx, download.filename, 'text/csv; charset=utf-8');
  const csv = stringify({
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    escape_formulas: true,
    cast: { date: (value) => value.toISOString(), boolean: (value) => (value ? 'true' : 'false') },
  });
  async function* cells(): AsyncGenerator<unknown[]> {
    for await (const row of rows) yield columns.map((column) => column.value(row) ?? '');
  }
  pipeline(Readable.from(cells()), csv, (error) => {
    if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') ctx.log?.error({ err: error }, 'csv export failed');
  });
  ctx.body = csv;
}

/** `name-YYYY-MM-DD.csv`, the download name of an export made now. */
export function csvFilename(name: string, now = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`;
}
