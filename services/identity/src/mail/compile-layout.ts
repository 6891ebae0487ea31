/**
 * The mail layout in MJML and its compiler, run in a child process of its own
 * (memory): `node compile-layout.ts` prints the two compiled HTML skeletons,
 * `{"ar": ..., "en": ...}` (the reader's language first), as JSON on stdout, or exits 1 with the
 * MJML errors. Identity never loads MJML itself: mjml, juice, cheerio and lodash stayed in the
 * service's memory for its whole life (~51 MiB resident) for two strings made once.
 * `compose.ts` runs this file (and keeps its output in a cache keyed by this file's text).
 */
import { pathToFileURL } from 'node:url';
import mjml2html from 'mjml';

export type MailLanguage = 'ar' | 'en';

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
export function mjmlLayout(first: MailLanguage): string {
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

/** Compiles the layout for a reader of `first` (MJML strict validation); rejects on any MJML error. */
export async function compileLayout(first: MailLanguage): Promise<string> {
  const { html, errors } = await mjml2html(mjmlLayout(first), { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`mail layout: ${errors.map((e) => e.formattedMessage).join('; ')}`);
  return html;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.stdout.write(JSON.stringify({ ar: await compileLayout('ar'), en: await compileLayout('en') }));
  } catch (error) {
    process.stderr.write(`${String(error)}\n`);
    process.exitCode = 1;
  }
}
