import { describe, expect, it } from 'vitest';
import { missingFields } from './validation.ts';

describe('missingFields (spec §5)', () => {
  it('lists every required field of an empty form, in form order', () => {
    expect(missingFields({ name: '', email: '', phone: '', description: '' })).toEqual([
      'name',
      'email',
      'description',
    ]);
  });

  it('treats whitespace-only values as missing and lists only the missing ones', () => {
    expect(missingFields({ name: 'Sara', email: '  \t', phone: '', description: '\n  ' })).toEqual([
      'email',
      'description',
    ]);
  });

  it('does not require the phone', () => {
    expect(missingFields({ name: 'Sara', email: 'sara@example.com', phone: '', description: 'A brand' })).toEqual([]);
  });
});
