import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every `*.ar.json` translation table below this folder, relative to it. */
const arabicTables = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ar.json'))
  .sort();

/** The dotted key paths of a table's strings (array items by index). */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

const read = (file: string): unknown => JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'));

describe('translation tables', () => {
  it('are found', () => {
    expect(arabicTables.length).toBeGreaterThan(10);
  });

  it.each(arabicTables)('%s has an English table with the same keys', (file) => {
    const arabic = keyPaths(read(file)).sort();
    const english = keyPaths(read(file.replace(/\.ar\.json$/, '.en.json'))).sort();
    expect(english).toEqual(arabic);
  });
});
