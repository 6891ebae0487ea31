import Router from '@koa/router';

/**
 * The connection test of spec §7/§8: `GET /api/` (and `/api`) → 200
 * `{success:true, message:'API يعمل بشكل صحيح', service:'content'}`.
 */
export function apiStatusRouter(): Router {
  const router = new Router();
  router.get(['/api', '/api/'], (ctx) => {
    ctx.body = { success: true, message: 'API يعمل بشكل صحيح', service: 'content' };
  });
  return router;
}
