/** Identifiable builds: `mf-manifest.json`'s `metaData.buildInfo` (`buildVersion`, `commit`). */
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
