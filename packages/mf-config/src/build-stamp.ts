/**
 * Identifiable builds: each bundle's `mf-manifest.json` says which version
 * and commit it was built from, in `metaData.buildInfo` (`buildVersion`, which the
 * module-federation runtime already reads, and `commit`, which it ignores). The gateway copies
 * them into `/remotes.json` (site contract `buildStampOfManifest`).
 */
import type { BuildStamp } from '@consulting/contracts';

/** The part of the module-federation stats that `stampManifest` writes to. */
interface StampedStats {
  stats: { metaData: { buildInfo: { buildVersion: string; commit?: string } } };
}

/**
 * The `manifest.additionalData` hook of ModuleFederationPlugin: sets `buildVersion` to
 * `stamp.version` and adds `commit`, in the stats the manifest is made from (both files get
 * them). Mutates the stats in place.
 */
export function stampManifest(stamp: BuildStamp): (options: StampedStats) => void {
  return ({ stats }) => {
    stats.metaData.buildInfo.buildVersion = stamp.version;
    stats.metaData.buildInfo.commit = stamp.commit;
  };
}
