/**
 * The one way the site's mails are written (issue 14 part 4): every mail carries the same
 * content in Arabic (right-to-left) and English, as an HTML part and a text part, the reader's
 * language first. Templates give plain text only; this module escapes and lays it out.
 *
 * The HTML layout is MJML (issue 14: "a maintained templating approach"), which turns it into
 * the table-based, inline-styled HTML mail clients need. MJML 5 renders asynchronously and takes
 * a few milliseconds per render, so the layout is compiled once per language order when this
 * module loads (two skeletons with `%%NAME%%` slots) and each mail only fills the slots with
 * escaped content; `composeMail` stays synchronous.
 */
import mjml2html from 'mjml';
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

/** The slot names of one language block: `FIRST` is the reader's language, `SECOND` the other. */
type Position = 'FIRST' | 'SECOND';

/**
 * One language block: a white card whose content sits in `<div dir lang>` (Arabic right-aligned,
 * right-to-left), the optional button and small print each between comment markers so a mail
 * without them drops the whole row.
 */
function mjmlBlock(lang: MailLanguage, position: Position): string {
  const rtl = lang === 'ar';
  const dir = rtl ? 'rtl' : 'ltr';
  const align = rtl ? 'right' : 'left';
  return `
  <mj-raw><div dir="${dir}" lang="${lang}"></mj-raw>
  <mj-section background-color="#ffffff" direction="${dir}" padding="16px 0">
    <mj-column>
      <mj-text align="${align}" font-size="15px" line-height="1.7" color="#1f2933">%%${position}_BODY%%</mj-text>
      <mj-raw><!--${position}_ACTION--></mj-raw>
      <mj-button href="%%${position}_URL%%" align="${align}" background-color="#0b5cad" color="#ffffff" font-size="15px" border-radius="4px">%%${position}_LABEL%%</mj-button>
      <mj-raw><!--/${position}_ACTION--></mj-raw>
      <mj-raw><!--${position}_FOOTER--></mj-raw>
      <mj-text align="${align}" font-size="12px" line-height="1.6" color="#6b7280">%%${position}_FOOTER%%</mj-text>
      <mj-raw><!--/${position}_FOOTER--></mj-raw>
    </mj-column>
  </mj-section>
  <mj-raw></div></mj-raw>`;
}

/** The MJML of a mail whose reader's language is `first`. */
function mjmlLayout(first: MailLanguage): string {
  const second: MailLanguage = first === 'ar' ? 'en' : 'ar';
  return `<mjml lang="${first}" dir="${first === 'ar' ? 'rtl' : 'ltr'}">
  <mj-head>
    <mj-title>%%TITLE%%</mj-title>
    <mj-attributes><mj-all font-family="Tahoma, Arial, sans-serif" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    ${mjmlBlock(first, 'FIRST')}
    <mj-section padding="0"><mj-column><mj-divider border-color="#d1d5db" border-width="1px" /></mj-column></mj-section>
    ${mjmlBlock(second, 'SECOND')}
  </mj-body>
</mjml>`;
}

async function compileLayout(first: MailLanguage): Promise<string> {
  const { html, errors } = await mjml2html(mjmlLayout(first), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail layout: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

/** The compiled HTML skeletons, one per reader's language (compiled once, at module load). */
const SKELETONS: Record<MailLanguage, string> = {
  ar: await compileLayout('ar'),
  en: await compileLayout('en'),
};

/** Drops the rows between `<!--NAME-->` and `<!--/NAME-->` (a button or small print not given). */
function withoutRow(html: string, name: string): string {
  const start = html.indexOf(`<!--${name}-->`);
  const endMarker = `<!--/${name}-->`;
  const end = html.indexOf(endMarker);
  return start < 0 || end < 0 ? html : html.slice(0, start) + html.slice(end + endMarker.length);
}

/** The slot values of one block, every one escaped. */
function slots(content: MailContent, position: Position): Record<string, string> {
  return {
    [`${position}_BODY`]: content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
    [`${position}_URL`]: escapeHtml(content.action?.url ?? ''),
    [`${position}_LABEL`]: escapeHtml(content.action?.label ?? ''),
    [`${position}_FOOTER`]: (content.footer ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

function htmlPart(first: MailContent, second: MailContent, lang: MailLanguage, subject: string): string {
  let html = SKELETONS[lang];
  for (const [position, content] of [
    ['FIRST', first],
    ['SECOND', second],
  ] as const) {
    if (!content.action) html = withoutRow(html, `${position}_ACTION`);
    if (!content.footer?.length) html = withoutRow(html, `${position}_FOOTER`);
  }
  const values: Record<string, string> = {
    TITLE: escapeHtml(subject),
    ...slots(first, 'FIRST'),
    ...slots(second, 'SECOND'),
  };
  // One pass: a value that happens to contain `%%NAME%%` is not filled again.
  return html
    .replace(/<!--\/?(?:FIRST|SECOND)_(?:ACTION|FOOTER)-->/g, '')
    .replace(/%%([A-Z_]+)%%/g, (slot, name: string) => values[name] ?? slot);
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
 * HTML part (MJML layout) each holding both languages, `lang` (the reader's language; default
 * Arabic, spec §1) first. In the HTML the Arabic block is `<div dir="rtl" lang="ar">`, right
 * aligned, the English one `dir="ltr" lang="en"`; `action` is a button, and in the text part a
 * `label: url` line. Every text is escaped (content is plain text, never HTML).
 */
export function composeMail(to: string, content: BilingualContent, lang: MailLanguage = 'ar'): MailMessage {
  const order: MailLanguage[] = lang === 'ar' ? ['ar', 'en'] : ['en', 'ar'];
  const [first, second] = order.map((l) => content[l]) as [MailContent, MailContent];
  const subject = `${first.subject} | ${second.subject}`;
  return {
    to,
    subject,
    text: `${textPart(first)}\n\n---\n\n${textPart(second)}`,
    html: htmlPart(first, second, lang, subject),
  };
}
