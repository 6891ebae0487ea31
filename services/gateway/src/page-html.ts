/**
 * Composes a page's HTML from the shell's (already headed) `index.html`: its prerendered first
 * view (issue 6) and the content snapshot it was rendered with (issue 15 part 5).
 */
import { REMOTES_JSON_PATH, SITE_CONTENT_ELEMENT_ID, type SiteContent } from '@consulting/contracts';
import { combinedStylesheetHref } from './combined-stylesheet.ts';
import { bootScriptTag } from './prerender-boot.ts';
import { escapeText } from './page-heads.ts';
import type { Language, Prerender } from './prerender-files.ts';

/** The shell's entry script as HtmlRspackPlugin writes it. */
const SHELL_SCRIPT = /<script defer(?:="defer")? src="(\/[a-z0-9/._-]+\.js)"><\/script>/i;

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}

/**
 * Puts a prerender into the shell's HTML: the page's markup inside `#root`, wrapped in an
 * element marked `inert`, `aria-hidden` and `data-prerendered` (path, language) that the shell
 * replaces once React has rendered the same page, its stylesheets at the end of `<head>`, and
 * the shell's entry started by the boot script (after the stylesheets) after the first paint. With `combineStylesheets`
 * (embedded mode, `combined-stylesheet.ts`) the stylesheets are one link to their join, and
 * each keeps a `disabled` link (never fetched) for the bundles' CSS chunk loaders to find. HTML
 * without an empty `#root` is returned unchanged.
 */
export function insertPrerender(
  html: string,
  prerender: Prerender,
  language: Language,
  { combineStylesheets = false }: { combineStylesheets?: boolean } = {},
): string {
  const emptyRoot = /<div id="root"><\/div>/;
  if (!emptyRoot.test(html) || !html.includes('</head>')) return html;
  const combined = combineStylesheets ? combinedStylesheetHref(prerender.css) : null;
  const links = combined
    ? `<link rel="stylesheet" href="${combined}">` +
      prerender.css.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('')
    : prerender.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const wrapper =
    `<div id="root"><div data-prerendered="${escapeAttribute(prerender.path)}" data-lang="${language}" inert aria-hidden="true">` +
    `${prerender.html}</div></div>`;
  // The boot script goes after the stylesheets, where a script waits for them (HTML, "script-
  // blocking style sheet"): the body is parsed once the styles are in. Before them, a stylesheet
  // slower than the document let the parser's end lay the whole page out unstyled, in the default
  // serif face with a system font search for each Arabic letter (45-70 ms here; issue 16).
  const entry = SHELL_SCRIPT.exec(html)?.[1];
  const boot = entry ? bootScriptTag(entry, REMOTES_JSON_PATH) : '';
  return html
    .replace(SHELL_SCRIPT, '')
    .replace('</head>', () => `${links}${boot}</head>`)
    .replace(emptyRoot, () => wrapper);
}

/**
 * JSON that is safe inside a `<script>` element: `<`, `>`, `&` and the two JSON-legal line
 * separators JavaScript once rejected are written as `\uXXXX` escapes, so no text from the
 * database can close the element (`</script>`) or open a comment (`<!--`); `JSON.parse` reads
 * it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Embeds the content snapshot the page was rendered with, as
 * `<script type="application/json" id="site-content">` before `</body>` (data, never executed,
 * so the CSP's `script-src 'self'` holds): the platform's store starts from it, so the live page
 * shows what the prerender showed without asking again. HTML without `</body>` is unchanged.
 */
export function embedSiteContent(html: string, content: SiteContent): string {
  const index = html.lastIndexOf('</body>');
  if (index < 0) return html;
  const tag = `<script type="application/json" id="${SITE_CONTENT_ELEMENT_ID}">${scriptSafeJson(content)}</script>`;
  return html.slice(0, index) + tag + html.slice(index);
}
