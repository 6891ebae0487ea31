import Router from '@koa/router';
import { TOKEN_KEYS_PATH } from '@consulting/service-kit';
import type { TokenKeyRing } from '../token-keys.ts';

/**
 * `GET /.well-known/jwks.json` → 200 `{keys:[…]}` (`application/json`, cacheable 5 minutes):
 * the public keys of access tokens (RFC 7517 JWK Set; each key `kty:'EC'`, `crv:'P-256'`,
 * `alg:'ES256'`, `use:'sig'`, `kid` its RFC 7638 thumbprint), the signing key first, then the
 * previous keys of a rotation's overlap. Public: it holds no secret. The services fetch it with
 * jose's `createRemoteJWKSet` (`identityTokenKeys`).
 */
export function tokenKeysRouter(keys: TokenKeyRing): Router {
  const router = new Router();
  router.get(TOKEN_KEYS_PATH, (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = keys.jwks;
  });
  return router;
}
