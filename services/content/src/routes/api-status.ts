import type Router from '@koa/router';
import { apiRouter, type ApiRoute } from '@consulting/service-kit';

/** The connection test of spec §7/§8, at `/api` and `/api/`. */
export function apiStatusRouter(): Router {
  const status = (path: string): ApiRoute => ({
    method: 'get',
    path,
    summary: 'API status',
    tags: ['Public content'],
    auth: 'none',
    success: { status: 200, description: "`{success:true, message:'API يعمل بشكل صحيح', service:'content'}`" },
    handler: (ctx) => {
      ctx.body = { success: true, message: 'API يعمل بشكل صحيح', service: 'content' };
    },
  });
  return apiRouter({}, [status('/api'), status('/api/')]);
}
