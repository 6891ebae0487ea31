/**
 * The bundles as the build sees them: keys and public paths from the site contract
 * (`@consulting/contracts` site-contract.ts, `BUNDLES`), so the build, the gateway and the
 * compose file agree on where each bundle is served.
 */
import { BUNDLES, type BundleKey } from '@consulting/contracts';

/** The front-end bundles: the shell and the four remotes (the contract's `BundleKey`). */
export type BundleName = BundleKey;

/** The public path each bundle is served under by the gateway: its contract `mount` (`/mf/{name}/` or `/`). */
export function publicPathFor(bundle: BundleName): string {
  return BUNDLES[bundle].mount;
}
