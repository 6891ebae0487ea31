/**
 * A content service stand-in for the gateway's page tests (site-content pages, news pages): the
 * site-content snapshot with its ETag (304 to a repeat), the published news per language, 503
 * for everything while `down`, and every call it got in `calls`.
 */
import Koa from 'koa';
import type { SiteContent } from '@consulting/contracts';
import type { NewsSummary } from '../../src/page-heads.ts';

/** A news item as the stub lists it: its summary, and the languages it is published in. */
export interface NewsStub extends NewsSummary {
  languages: ('ar' | 'en')[];
}

/** What the stub serves and what it was asked; tests change it between requests. */
export interface ContentStubState {
  content: SiteContent;
  down: boolean;
  calls: { path: string; ifNoneMatch?: string }[];
  news: NewsStub[];
}

/** The stub's Koa app over `state` (serve it with the kit's `serve`). */
export function contentServiceStub(state: ContentStubState): Koa {
  const app = new Koa();
  app.use((ctx) => {
    state.calls.push({ path: ctx.url, ifNoneMatch: ctx.get('if-none-match') || undefined });
    if (state.down) {
      ctx.status = 503;
      ctx.body = { success: false, error: 'down' };
      return;
    }
    if (ctx.path === '/api/site-content') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.etag = state.content.version;
      if (ctx.fresh) {
        ctx.status = 304;
        return;
      }
      ctx.body = { success: true, content: state.content };
      return;
    }
    if (ctx.path === '/api/news') {
      const lang = ctx.query.lang as 'ar' | 'en';
      ctx.body = {
        success: true,
        news: state.news.filter((n) => n.languages.includes(lang)).map(({ languages: _languages, ...item }) => item),
      };
    }
  });
  return app;
}
