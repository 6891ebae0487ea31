import type { Language } from '@consulting/platform';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

type Unit = 'minute' | 'hour' | 'day';

/**
 * Arabic wording by plural category. CLDR's Arabic relative time (`Intl.RelativeTimeFormat('ar')`)
 * says 'قبل 5 دقائق'; the site says 'منذ 5 دقائق', so only the plural category comes from Intl.
 */
const ARABIC: Record<Unit, Record<Intl.LDMLPluralRule, string>> = {
  minute: {
    zero: 'منذ {n} دقيقة',
    one: 'منذ دقيقة',
    two: 'منذ دقيقتين',
    few: 'منذ {n} دقائق',
    many: 'منذ {n} دقيقة',
    other: 'منذ {n} دقيقة',
  },
  hour: {
    zero: 'منذ {n} ساعة',
    one: 'منذ ساعة',
    two: 'منذ ساعتين',
    few: 'منذ {n} ساعات',
    many: 'منذ {n} ساعة',
    other: 'منذ {n} ساعة',
  },
  day: {
    zero: 'منذ {n} يوم',
    one: 'منذ يوم',
    two: 'منذ يومين',
    few: 'منذ {n} أيام',
    many: 'منذ {n} يوماً',
    other: 'منذ {n} يوم',
  },
};

const arabicPlural = new Intl.PluralRules('ar');
const englishRelative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * How long ago `createdAt` was, in the notifications bell's words (spec §2 "Notifications bell"):
 * under a minute 'now' / 'الآن', then whole minutes under 60, whole hours under 24, then whole
 * days — e.g. '5 minutes ago' / 'منذ 5 دقائق', '2 days ago' / 'منذ يومين'.
 *
 * @param createdAt ISO 8601 date; an unparseable value gives ''.
 * @param now the current time in epoch milliseconds. A time in the future (clock skew) reads 'now'.
 */
export function relativeTime(createdAt: string, language: Language, now: number = Date.now()): string {
  const then = Date.parse(createdAt);
  if (Number.isNaN(then)) return '';
  const elapsed = now - then;
  if (elapsed < MINUTE_MS) return language === 'ar' ? 'الآن' : 'now';
  const [amount, unit]: [number, Unit] =
    elapsed < HOUR_MS
      ? [Math.floor(elapsed / MINUTE_MS), 'minute']
      : elapsed < DAY_MS
        ? [Math.floor(elapsed / HOUR_MS), 'hour']
        : [Math.floor(elapsed / DAY_MS), 'day'];
  if (language === 'en') return englishRelative.format(-amount, unit);
  return ARABIC[unit][arabicPlural.select(amount)].replace('{n}', String(amount));
}
