import { RETENTION_MONTHS } from '@consulting/contracts';
import type { Language } from '@consulting/platform';

/**
 * What a public form keeps, for its one-line retention note (Saudi PDPL: the forms
 * say what is kept and for how long): a contact `message`, a service or track `request`, a join
 * `application` (its files are deleted after `RETENTION_MONTHS.joinApplicationFiles`), or a
 * `newsletter` subscription.
 */
export type RetentionKind = 'message' | 'request' | 'application' | 'newsletter';

/** The guard's texts in one language (plain strings: no i18next namespace to register). */
export interface PublicFormTexts {
  /** The consent box reads `consentBefore` + a link reading `consentLink` + `consentAfter`. */
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
  /** Read after the link's text by screen readers only: the link opens a new tab. */
  newTab: string;
  /** Shown at the box when a form is sent without the tick (also the server's `consentRequired`). */
  consentRequired: string;
  retention: Record<RetentionKind, string>;
  /** The server refused an expired token: a new one is in hand and the visitor's text is kept. */
  tokenRenewed: string;
  /** A 429 without a usable `Retry-After`. */
  rateLimitedLater: string;
}

const months = RETENTION_MONTHS.joinApplicationFiles;

/** "N months" in Arabic: 1 شهر واحد, 2 شهرين, 3–10 أشهر, 11 and more شهراً. */
function arabicMonths(count: number): string {
  if (count === 1) return 'شهر واحد';
  if (count === 2) return 'شهرين';
  return count % 100 >= 3 && count % 100 <= 10 ? `${count} أشهر` : `${count} شهراً`;
}

/** The guard's texts per page language. */
export const PUBLIC_FORM_TEXTS: Record<Language, PublicFormTexts> = {
  ar: {
    consentBefore: 'قرأت ',
    consentLink: 'سياسة الخصوصية',
    consentAfter: ' وأوافق على معالجة بياناتي وفقاً لها.',
    newTab: '(تفتح في علامة تبويب جديدة)',
    consentRequired: 'يرجى الموافقة على سياسة الخصوصية لإرسال هذا النموذج.',
    retention: {
      message: 'نحتفظ ببيانات التواصل ورسالتك للرد عليك وطوال مدة تعاملنا معك.',
      request: 'نحتفظ ببيانات التواصل وطلبك لمعالجته وطوال مدة تعاملنا معك.',
      application: `نحتفظ ببيانات طلبك لدراسته، وتُحذف ملفاته (السيرة الذاتية والصورة) بعد ${arabicMonths(months)}.`,
      newsletter: 'نحتفظ ببريدك الإلكتروني لإرسال النشرة إليك حتى تطلب حذفه.',
    },
    tokenRenewed: 'انتهت صلاحية النموذج فجدّدناه. ما كتبته ما زال محفوظاً، يرجى إرساله مرة أخرى.',
    rateLimitedLater: 'محاولات كثيرة جداً. يرجى المحاولة مرة أخرى لاحقاً.',
  },
  en: {
    consentBefore: 'I have read the ',
    consentLink: 'privacy policy',
    consentAfter: ' and agree to my data being processed under it.',
    newTab: '(opens in a new tab)',
    consentRequired: 'Please accept the privacy policy to send this form.',
    retention: {
      message:
        'We keep your contact details and your message to answer you and for as long as our business relationship lasts.',
      request:
        'We keep your contact details and your request to handle it and for as long as our business relationship lasts.',
      application: `We keep your application to review it; its files (CV and photo) are deleted after ${months} months.`,
      newsletter: 'We keep your email address to send you the newsletter until you ask us to remove it.',
    },
    tokenRenewed: 'This form had expired, so we renewed it. Your text is still here: please send it again.',
    rateLimitedLater: 'Too many attempts. Please try again later.',
  },
};

/** "N minutes" in Arabic: 1 دقيقة واحدة, 2 دقيقتين, 3–10 دقائق, 11 and more دقيقة. */
function arabicMinutes(minutes: number): string {
  if (minutes === 1) return 'دقيقة واحدة';
  if (minutes === 2) return 'دقيقتين';
  const lastTwo = minutes % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? `${minutes} دقائق` : `${minutes} دقيقة`;
}

/**
 * The text of a 429 in the page's language: "Too many attempts. Please try again in N
 * minutes." with N = `retryAfterSeconds` rounded up to whole minutes, at least 1; the "later"
 * text when the wait is unknown (`null`).
 */
export function rateLimitedText(language: Language, retryAfterSeconds: number | null): string {
  if (retryAfterSeconds === null) return PUBLIC_FORM_TEXTS[language].rateLimitedLater;
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return language === 'ar'
    ? `محاولات كثيرة جداً. يرجى المحاولة مرة أخرى بعد ${arabicMinutes(minutes)}.`
    : `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
