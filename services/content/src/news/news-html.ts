import sanitizeHtml from 'sanitize-html';

/**
 * News `content_ar` / `content_en` are HTML cleaned with sanitize-html on every write, so what is
 * stored and rendered as HTML is always inside this allow-list.
 */

/** Tags the editor produces and the pages style; anything else is dropped, keeping its text. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'a', 'code'];

/** Link targets allowed: web pages and mail addresses only (no `javascript:`, `data:`, relative). */
const SAFE_HREF = /^(https?:\/\/|mailto:)/i;

const NEWS_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // `target` and `rel` are set by the `a` transform below, never taken from the input.
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Dropped with their content (the library's default list plus iframes and the like).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    // Pasted markup keeps its meaning in the allowed vocabulary.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    // Attribute values arrive decoded (`jav&#x09;ascript:` is "jav\tascript:"), so the strict
    // prefix test sees what a browser would. A link that fails it loses its href, and the
    // filter below then drops the tag, keeping its text. (Not a rename to a disallowed tag:
    // sanitize-html then closes a later sibling with the wrong name.)
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      return SAFE_HREF.test(href)
        ? { tagName, attribs: { href, target: '_blank', rel: 'noopener noreferrer' } }
        : { tagName, attribs: {} };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * The allow-listed form of `html`: only p, br, strong, em, u, s, h2, h3, ul, ol (`start`), li,
 * blockquote, code and a (`href` http/https/mailto, `target="_blank" rel="noopener noreferrer"`
 * added) remain; scripts, styles, iframes with their content and every other attribute go; text
 * is kept and escaped. Trimmed; '' when nothing allowed is left.
 */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, NEWS_HTML_OPTIONS).trim();
}

const BLOCK_END = /<\/(p|h2|h3|li|blockquote)>|<br\s*\/?>/gi;

/**
 * The visible text of sanitised news HTML, whitespace collapsed to single spaces (a block or a
 * line break counts as one), entities decoded: what summaries, excerpts and searches use.
 * Expects `sanitizeNewsHtml` output (or any HTML: tags are dropped either way).
 */
export function newsHtmlText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} });
  // sanitize-html escapes &, <, > and " in text; undo exactly that (&amp; last).
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Plain text (unmigrated items, the seeds) as HTML showing the same text: each blank-line-separated
 * block a `<p>`, single line breaks `<br>`, every character escaped. '' for blank text.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${block.split('\n').map(escapeText).join('<br>')}</p>`)
    .join('');
}
