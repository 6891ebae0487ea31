import { rspack, type Configuration, type Stats } from '@rspack/core';

/** Runs one rspack build of `config` (tests of the build's plugins and minimizers); rejects on a fatal error. */
export function runRspack(config: Configuration): Promise<Stats> {
  return new Promise<Stats>((resolve, reject) =>
    rspack(config, (error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))),
  );
}
