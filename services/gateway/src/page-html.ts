/**
 * Composes a page's HTML from the shell's (already headed) `index.html`: its server-rendered
 * markup, the data it was rendered with and the content snapshot.
 */
import { SERVER_DATA_ELEMENT_ID, type ServerPageData } from '@consulting/contracts/prerender-boot';
import { SITE_CONTENT_ELEMENT_ID, type SiteContent } from '@consulting/contracts';
import { combinedStylesheetHref } from './combined-stylesheet.ts';
import type { Prerender } from './prerender-files.ts';

/**
 * Puts a server render into the shell's HTML: markup in `#root`, stylesheets at the end of `<head>`
 * (with `combineStylesheets`, one joined link plus `disabled` ones), the `ServerPageData` JSON
 * before `</body>`. HTML without an empty `#root` is returned unchanged.
 */
export function insertServerRender(
  html: string,
  rendered: Prerender,
  data: ServerPageData,
  { combineStylesheets = false }: { combineStylesheets?: boolean } = {},
): string {
  const emptyRoot = /<div id="root"><\/div>/;
  if (!emptyRoot.test(html) || !html.includes('</head>') || !html.includes('</body>')) return html;
  const combined = combineStylesheets ? combinedStylesheetHref(rendered.css) : null;
  const links = combined
    ? `<link rel="stylesheet" href="${combined}">` +
      rendered.css.map((href) => `<link rel="stylesheet" href="${href}" disabled>`).join('')
    : rendered.css.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const tag = `<script type="application/json" id="${SERVER_DATA_ELEMENT_ID}">${scriptSafeJson(data)}</script>`;
  const withData = html.slice(0, html.lastIndexOf('</body>')) + tag + html.slice(html.lastIndexOf('</body>'));
  return withData
    .replace('</head>', () => `${links}</head>`)
    .replace(emptyRoot, () => `<div id="root">${rendered.html}</div>`);
}

/**
 * JSON safe inside `<script>`: `<`, `>`, `&`, U+2028 and U+2029 as `\uXXXX`, so no text can close
 * the element or open a comment; `JSON.parse` reads it back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Embeds the page's snapshot as `<script type="application/json" id="site-content">` before
 * `</body>` (data, so the CSP holds) for the platform's store. HTML without `</body>` is unchanged.
 */
export function embedSiteContent(html: string, content: SiteContent): string {
  const index = html.lastIndexOf('</body>');
  if (index < 0) return html;
  const tag = `<script type="application/json" id="${SITE_CONTENT_ELEMENT_ID}">${scriptSafeJson(content)}</script>`;
  return html.slice(0, index) + tag + html.slice(index);
}
