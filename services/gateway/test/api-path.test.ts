import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normalizeApiPath } from '../src/api-path.ts';
import { PUBLIC_WRITE_LIMITS, publicWriteLimitOf } from '../src/public-write-limits.ts';

/** `%XX` of one character, with upper- or lower-case hex digits. */
function escape(char: string, upperHex: boolean): string {
  const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
  return `%${upperHex ? hex.toUpperCase() : hex}`;
}

/** How one character of a path is respelt. */
const charSpelling = fc.record({
  flipCase: fc.boolean(),
  encode: fc.boolean(),
  encodeTwice: fc.boolean(),
  upperHex: fc.boolean(),
  doubleSlash: fc.boolean(),
  dotSegment: fc.boolean(),
});

/** A limited path and a random spelling of it a client could send. */
const limitedPathSpelling = fc
  .constantFrom(...PUBLIC_WRITE_LIMITS.keys())
  .chain((path) =>
    fc.record({
      path: fc.constant(path),
      chars: fc.array(charSpelling, { minLength: path.length, maxLength: path.length }),
      trailing: fc.constantFrom('', '/', '//', '%2F', '%2f', '/.', '%252F'),
      leadingSlashes: fc.nat(2),
    }),
  )
  .map(({ path, chars, trailing, leadingSlashes }) => {
    let spelt = '/'.repeat(leadingSlashes);
    [...path].forEach((char, i) => {
      const how = chars[i];
      if (char === '/') {
        spelt += (how.encode && i > 0 ? escape('/', how.upperHex) : '/') + (how.doubleSlash ? '/' : '');
        if (how.dotSegment) spelt += './';
        return;
      }
      const cased = how.flipCase ? (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()) : char;
      if (!how.encode) spelt += cased;
      else if (how.encodeTwice) spelt += `%25${escape(cased, how.upperHex).slice(1)}`;
      else spelt += escape(cased, how.upperHex);
    });
    return { path, spelt: spelt + trailing };
  });

describe('normalizeApiPath (no spelling of a path escapes its limit)', () => {
  it('folds the spellings a router or a client might use into one', () => {
    for (const spelt of [
      '/api/user/login/',
      '/API/User/LOGIN',
      '/api/user/%6Cogin',
      '/api/user/%6cogin',
      '/api/user/login%2F',
      '//api//user///login//',
      '/api/./user/login',
      '/api/user/x/../login',
      '/api/user/%256Cogin',
      '/api%2Fuser%2Flogin',
    ]) {
      expect(normalizeApiPath(spelt), spelt).toBe('/api/user/login');
    }
    expect(normalizeApiPath('/')).toBe('/');
    expect(normalizeApiPath('')).toBe('/');
    expect(normalizeApiPath('/../../api')).toBe('/api');
  });

  it('keeps malformed and non-ASCII escapes as written instead of failing', () => {
    expect(normalizeApiPath('/api/contact%')).toBe('/api/contact%');
    expect(normalizeApiPath('/api/%ZZcontact')).toBe('/api/%zzcontact');
    expect(normalizeApiPath('/api/%E0%A4%A')).toBe('/api/%e0%a4%a');
    expect(normalizeApiPath('/api/news/%C3%A9t%C3%A9')).toBe('/api/news/%c3%a9t%c3%a9');
  });

  it('maps every random spelling of a limited path to that path and its limit', () => {
    fc.assert(
      fc.property(limitedPathSpelling, ({ path, spelt }) => {
        expect(normalizeApiPath(spelt)).toBe(path);
        expect(publicWriteLimitOf('POST', spelt)).toBe(PUBLIC_WRITE_LIMITS.get(path));
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws, and its result is its own normal form', () => {
    const pathText = fc.string({
      unit: fc.oneof(
        fc.constantFrom('/', '%', '.', ';', '2', 'f', 'F', '5', 'A', 'é', 'İ'),
        fc.string({ unit: 'binary', maxLength: 1 }),
      ),
      maxLength: 60,
    });
    fc.assert(
      fc.property(pathText, (path) => {
        const normal = normalizeApiPath(path);
        expect(normalizeApiPath(normal)).toBe(normal);
        expect(normal.startsWith('/')).toBe(true);
        expect(normal).not.toMatch(/\/\/|.\/$/);
      }),
      { numRuns: 1000 },
    );
  });

  it('limits only POSTs to the public writes, not other paths or methods', () => {
    expect(publicWriteLimitOf('POST', '/api/contact/x')).toBeNull();
    expect(publicWriteLimitOf('POST', '/api/contactx')).toBeNull();
    expect(publicWriteLimitOf('POST', '/api/admin/messages')).toBeNull();
    expect(publicWriteLimitOf('GET', '/api/contact')).toBeNull();
    expect(publicWriteLimitOf('PUT', '/api/join-applications')).toBeNull();
    expect(publicWriteLimitOf('POST', '/api/join-applications')).toBe('join-application');
    expect(publicWriteLimitOf('POST', '/API/Endpoints/Join-Applications.PHP/')).toBe('join-application');
    expect(publicWriteLimitOf('POST', '/api/admin/login/')).toBe('sign-in');
  });
});
