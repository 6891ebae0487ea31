/**
 * A news item's content: HTML the content service has sanitised on every write
 * with an allow-list (sanitize-html: paragraphs, headings h2/h3, lists, quotes, emphasis, code
 * and http/https/mailto links with `rel="noopener noreferrer"`; no scripts, handlers, styles or
 * frames). Rendering it with `dangerouslySetInnerHTML` is therefore acceptable here; it is not
 * sanitised again in the browser, which would add a library to the public pages' JavaScript
 * budget for no gain (the built-in fallback items are escaped paragraphs too, `static-news.ts`).
 * Styled by `.news-prose` (news.css) in both directions, without antd.
 */
export function NewsContent({ html, dir, className = '' }: { html: string; dir: 'rtl' | 'ltr'; className?: string }) {
  return (
    <div
      className={`news-prose ${className}`.trim()}
      dir={dir}
      data-testid="news-content"
      // Server-sanitised HTML (see above).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
