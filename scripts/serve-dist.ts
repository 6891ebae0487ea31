/**
 * Development aid: serves the built front-end bundles exactly as the gateway lays them out
 * (shell at `/`, remote `x` at `/mf/x/`, `/remotes.json`, SPA fallback to the shell's
 * index.html), without any API. Usage: `node scripts/serve-dist.ts [port]` (default 8090).
 */
import Koa from 'koa';
import serve from 'koa-static';
import mount from 'koa-mount';
import send from 'koa-send';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.argv[2] ?? 8090);
const remotes = ['public', 'tracks', 'client', 'admin'];
const app = new Koa();
app.use(async (ctx, next) => {
  if (ctx.path === '/remotes.json') {
    ctx.body = Object.fromEntries(remotes.map((r) => [r, `/mf/${r}/mf-manifest.json`]));
    return;
  }
  await next();
});
for (const r of remotes) app.use(mount(`/mf/${r}`, serve(path.join(root, `mfe-${r}/dist`))));
app.use(serve(path.join(root, 'shell/dist'), { index: false }));
app.use(async (ctx) => {
  if (ctx.method === 'GET' && !ctx.path.startsWith('/api') && !ctx.path.startsWith('/mf/')) {
    await send(ctx, 'index.html', { root: path.join(root, 'shell/dist') });
  }
});
app.listen(port, () => console.log(`serving dist on http://localhost:${port}`));
