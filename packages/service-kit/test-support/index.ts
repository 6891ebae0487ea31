import { parse } from 'csv-parse/sync';

export * from './service-under-test.ts';
export { TEST_INTERNAL_TOKEN, TEST_SECRET } from './secrets.ts';
export * from './token-signer.ts';

export * from './fuzz-bodies.ts';
export * from './admin-roles.ts';
export * from './site-contract.ts';
export * from './other-methods.ts';

/** The rows of a CSV download's text (without its byte-order mark), each a list of cells (RFC 4180). */
export function parseCsv(text: string): string[][] {
  return parse(text, { relax_column_count: true }) as string[][];
}

/** The value of the one series of `name` with `labels` (among others) in Prometheus text; undefined when absent. */
export function metricSample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}
