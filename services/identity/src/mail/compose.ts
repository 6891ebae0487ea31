/**
 * The one way the site's mails are written (issue 14 part 4): every mail carries the same
 * content in Arabic (right-to-left) and English, as an HTML part and a text part, the reader's
 * language first. Templates give plain text only; this module escapes and lays it out.
 *
 * This first version lays out the HTML by hand; it is replaced by an MJML layout (issue 14:
 * "a maintained templating approach") behind the same signature.
 */
import type { MailMessage } from './mailer.ts';

export type MailLanguage = 'ar' | 'en';

/** One language's content of a mail: plain text, never HTML (it is escaped). */
export interface MailContent {
  subject: string;
  /** Paragraphs of plain text, in order. */
  paragraphs: string[];
  /** An optional button: its label and an absolute URL. */
  action?: { label: string; url: string };
  /** Optional small print after the button (e.g. "if this was not you, ignore this mail"). */
  footer?: string[];
}

/** A mail's content in both languages (the `ar`/`en` of `/internal/mail`). */
export interface BilingualContent {
  ar: MailContent;
  en: MailContent;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function htmlPart(content: MailContent, lang: MailLanguage): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  const font = lang === 'ar' ? 'Tahoma,Arial,sans-serif' : 'Arial,sans-serif';
  const paragraphs = content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  const action = content.action
    ? `<p><a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footer = (content.footer ?? []).map((p) => `<p style="color:#666;font-size:12px">${escapeHtml(p)}</p>`).join('');
  return `<div dir="${dir}" lang="${lang}" style="font-family:${font}">${paragraphs}${action}${footer}</div>`;
}

function textPart(content: MailContent): string {
  return [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footer ?? []),
  ].join('\n\n');
}

/**
 * Builds the mail to `to` from `content`: subject `"<first> | <second>"`, a text part and an
 * HTML part each holding both languages, `lang` (the reader's language; default Arabic, spec
 * §1) first.
 */
export function composeMail(to: string, content: BilingualContent, lang: MailLanguage = 'ar'): MailMessage {
  const order: MailLanguage[] = lang === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const [first, second] = order.map((l) => content[l]) as [MailContent, MailContent];
  return {
    to,
    subject: `${first.subject} | ${second.subject}`,
    text: `${textPart(first)}\n\n---\n\n${textPart(second)}`,
    html:
      '<!doctype html><html><body>' +
      `${htmlPart(first, order[0]!)}<hr>${htmlPart(second, order[1]!)}` +
      '</body></html>',
  };
}
