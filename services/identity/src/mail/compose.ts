/**
 * The one way the site's mails are written: every mail carries the same
 * content in Arabic (right-to-left) and English, as an HTML part and a text part, the reader's
 * language first. Templates give plain text only; this module escapes and lays it out.
 *
 * The HTML layout is MJML ("a maintained templating approach"), which turns it into
 * the table-based, inline-styled HTML mail clients need. The layout is compiled once per language
 * order when this module loads (two skeletons with `%%NAME%%` slots), in a child process
 * (`compile-layout.ts`) so that MJML never stays in identity's memory, and each mail only fills
 * the slots with escaped content; `composeMail` stays synchronous.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BilingualContent, MailContent } from '@consulting/contracts';
import type { MailMessage } from './mailer.ts';

export type { BilingualContent, MailContent };

export type MailLanguage = 'ar' | 'en';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The slot names of one language block: `FIRST` is the reader's language, `SECOND` the other. */
type Position = 'FIRST' | 'SECOND';

/** The layout compiler (`compile-layout.ts`), run in a child process. */
const COMPILER = fileURLToPath(new URL('./compile-layout.ts', import.meta.url));

/**
 * The compiled HTML skeletons, one per reader's language: from the cache when the compiler's
 * text has not changed since they were made (`node_modules/.cache/consulting-mail-layout`), else
 * from a child process running the compiler (about a second), whose output is then cached when
 * the folder is writable. MJML is never loaded into this process (see `compile-layout.ts`).
 * Throws at start when the layout does not compile.
 */
function loadSkeletons(): Record<MailLanguage, string> {
  const source = readFileSync(COMPILER, 'utf8');
  const cacheFile = path.join(
    path.dirname(COMPILER),
    '../../../../node_modules/.cache/consulting-mail-layout',
    `${createHash('sha256').update(source).digest('hex').slice(0, 16)}.json`,
  );
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<MailLanguage, string>;
  } catch {
    // Not made yet for this layout: compile it below.
  }
  const json = execFileSync(process.execPath, [COMPILER], { encoding: 'utf8', maxBuffer: 16 * 2 ** 20 });
  const skeletons = JSON.parse(json) as Record<MailLanguage, string>;
  try {
    mkdirSync(path.dirname(cacheFile), { recursive: true });
    // Written aside and renamed, so a process starting meanwhile never reads half a file.
    const partial = `${cacheFile}.${process.pid}`;
    writeFileSync(partial, json);
    renameSync(partial, cacheFile);
  } catch {
    // A read-only install (the Docker image) compiles at each start instead.
  }
  return skeletons;
}

/** The compiled HTML skeletons, one per reader's language (made once, at module load). */
const SKELETONS: Record<MailLanguage, string> = loadSkeletons();

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
