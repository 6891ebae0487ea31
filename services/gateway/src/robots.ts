/** `/robots.txt`: the private areas and the API stay out of search engines. */
import type { Middleware } from 'koa';
import { siteOrigin } from './page-heads.ts';

/** The robots file for a site at `origin`, pointing at its sitemap. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /user',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Answers `GET /robots.txt` with `robotsTxt` for `publicUrl` (else `DEFAULT_PUBLIC_URL`). */
export function robotsFile(publicUrl: string | undefined): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== '/robots.txt') return next();
    ctx.type = 'text/plain';
    ctx.body = robotsTxt(siteOrigin(publicUrl));
  };
}
