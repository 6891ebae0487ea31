/**
 * Development aid: serves the built front-end bundles exactly as the gateway lays them out (site
 * contract `BUNDLES`: shell at `/`, each remote at its mount `/mf/x/`, `/remotes.json`, SPA
 * fallback to the shell's index.html), without any API. Usage: `node scripts/serve-dist.ts [port]`
 * (default 8090).
 */
import Koa from 'koa';
import serve from 'koa-static';
import mount from 'koa-mount';
import send from 'koa-send';
import path from 'node:path';
import { BUNDLES, defaultRemoteEntry, REMOTE_KEYS, REMOTES_JSON_PATH, REMOTES_MOUNT_ROOT } from '@consulting/contracts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.argv[2] ?? 8090);
const shellDist = path.join(root, BUNDLES.shell.folder, 'dist');
const app = new Koa();
app.use(async (ctx, next) => {
  if (ctx.path === REMOTES_JSON_PATH) {
    ctx.body = Object.fromEntries(REMOTE_KEYS.map((r) => [r, defaultRemoteEntry(r)]));
    return;
  }
  await next();
});
for (const r of REMOTE_KEYS) {
  app.use(mount(BUNDLES[r].mount.replace(/\/$/, ''), serve(path.join(root, BUNDLES[r].folder, 'dist'))));
}
app.use(serve(shellDist, { index: false }));
app.use(async (ctx) => {
  if (ctx.method === 'GET' && !ctx.path.startsWith('/api') && !ctx.path.startsWith(REMOTES_MOUNT_ROOT)) {
    await send(ctx, 'index.html', { root: shellDist });
  }
});
app.listen(port, () => console.log(`serving dist on http://localhost:${port}`));
