import { describe, expect, it } from 'vitest';
import { JOIN_APPLICATION_STATUSES, JOIN_APPLICATION_STATUS_LABELS } from '@consulting/contracts';
import { arabicDate } from './arabic-date.ts';
import { statusLabelOf, statusOptions } from './status-labels.ts';

describe('admin list helpers (spec §1, §4)', () => {
  it('labels a known status from its table and shows an unknown one as stored', () => {
    expect(statusLabelOf(JOIN_APPLICATION_STATUS_LABELS, 'approved')).toMatchObject({ ar: 'مقبول', color: 'green' });
    expect(statusLabelOf(JOIN_APPLICATION_STATUS_LABELS, 'archived')).toEqual({ ar: 'archived', color: 'default' });
    expect(statusLabelOf(JOIN_APPLICATION_STATUS_LABELS, 'constructor')).toEqual({
      ar: 'constructor',
      color: 'default',
    });
    expect(statusLabelOf(JOIN_APPLICATION_STATUS_LABELS, '')).toEqual({ ar: '—', color: 'default' });
    expect(statusOptions(JOIN_APPLICATION_STATUSES, JOIN_APPLICATION_STATUS_LABELS)[0]).toEqual({
      value: 'pending',
      label: 'قيد الانتظار',
    });
  });

  it('writes dates in ar-SA and an unparseable one as the fallback', () => {
    expect(arabicDate('2025-03-01T10:00:00Z')).toBe(
      new Date('2025-03-01T10:00:00Z').toLocaleDateString('ar-SA', { year: 'numeric', month: 'long', day: 'numeric' }),
    );
    expect(arabicDate('not a date')).toBe('—');
    expect(arabicDate('not a date', 'not a date')).toBe('not a date');
  });
});
