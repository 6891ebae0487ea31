import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeTime (spec §2 "Notifications bell")', () => {
  it.each([
    [30 * SECOND, 'now', 'الآن'],
    [5 * MINUTE, '5 minutes ago', 'منذ 5 دقائق'],
    [3 * HOUR, '3 hours ago', 'منذ 3 ساعات'],
    [2 * DAY, '2 days ago', 'منذ يومين'],
  ])('%i ms ago reads %s / %s', (elapsed, en, ar) => {
    expect(relativeTime(ago(elapsed), 'en', NOW)).toBe(en);
    expect(relativeTime(ago(elapsed), 'ar', NOW)).toBe(ar);
  });

  it('switches unit at 60 s, 60 min and 24 h', () => {
    expect(relativeTime(ago(59 * SECOND), 'en', NOW)).toBe('now');
    expect(relativeTime(ago(60 * SECOND), 'en', NOW)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * MINUTE + 59 * SECOND), 'en', NOW)).toBe('59 minutes ago');
    expect(relativeTime(ago(60 * MINUTE), 'en', NOW)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * HOUR + 59 * MINUTE), 'en', NOW)).toBe('23 hours ago');
    expect(relativeTime(ago(24 * HOUR), 'en', NOW)).toBe('1 day ago');
  });

  it('uses the Arabic singular, dual and plural forms', () => {
    expect(relativeTime(ago(1 * MINUTE), 'ar', NOW)).toBe('منذ دقيقة');
    expect(relativeTime(ago(2 * MINUTE), 'ar', NOW)).toBe('منذ دقيقتين');
    expect(relativeTime(ago(11 * MINUTE), 'ar', NOW)).toBe('منذ 11 دقيقة');
    expect(relativeTime(ago(1 * HOUR), 'ar', NOW)).toBe('منذ ساعة');
    expect(relativeTime(ago(1 * DAY), 'ar', NOW)).toBe('منذ يوم');
    expect(relativeTime(ago(7 * DAY), 'ar', NOW)).toBe('منذ 7 أيام');
    expect(relativeTime(ago(15 * DAY), 'ar', NOW)).toBe('منذ 15 يوماً');
  });

  it('reads a future time as now and an unparseable one as nothing', () => {
    expect(relativeTime(new Date(NOW + 5 * MINUTE).toISOString(), 'ar', NOW)).toBe('الآن');
    expect(relativeTime('not a date', 'en', NOW)).toBe('');
  });
});
