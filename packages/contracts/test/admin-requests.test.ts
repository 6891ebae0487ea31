import { describe, expect, it } from 'vitest';
import {
  ADMIN_TRACK_OPTIONS,
  ADMIN_TRACKS,
  isUserRequestStatus,
  USER_REQUEST_STATUS_LABELS,
  USER_REQUEST_STATUSES,
} from '../src/index.ts';

describe('ADMIN_TRACK_OPTIONS (spec §3 "Admin add-request form", §9: 8 tracks)', () => {
  it('offers the eight tracks in form order, each labelled in Arabic and English', () => {
    expect(ADMIN_TRACKS).toEqual([
      'innovation',
      'intellectual-property',
      'quality',
      'marketing',
      'financing',
      'events',
      'capacity-building',
      'consulting',
    ]);
    for (const option of ADMIN_TRACK_OPTIONS) {
      expect(option.ar, option.value).toMatch(/[\u0600-\u06FF]/);
      expect(option.en, option.value).toMatch(/^[A-Z]/);
    }
    expect(new Set(ADMIN_TRACK_OPTIONS.map((option) => option.en)).size).toBe(8);
  });
});

describe('USER_REQUEST_STATUSES (spec §4 "User request status (admin page)")', () => {
  it('has the four statuses with their labels', () => {
    expect(USER_REQUEST_STATUSES).toEqual(['pending', 'in_progress', 'completed', 'cancelled']);
    expect(Object.keys(USER_REQUEST_STATUS_LABELS)).toEqual([...USER_REQUEST_STATUSES]);
    expect(USER_REQUEST_STATUS_LABELS.pending).toMatchObject({ ar: 'قيد الانتظار', en: 'waiting' });
    expect(USER_REQUEST_STATUS_LABELS.in_progress).toMatchObject({ ar: 'قيد التنفيذ', en: 'in progress' });
    expect(USER_REQUEST_STATUS_LABELS.completed).toMatchObject({ ar: 'مكتمل', en: 'completed' });
    expect(USER_REQUEST_STATUS_LABELS.cancelled).toMatchObject({ ar: 'ملغي', en: 'cancelled' });
  });
  it('recognises only those values (unknown shows as undefined on the page)', () => {
    expect(isUserRequestStatus('in_progress')).toBe(true);
    expect(isUserRequestStatus('reviewing')).toBe(false);
    expect(isUserRequestStatus(null)).toBe(false);
  });
});
