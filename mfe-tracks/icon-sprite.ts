import type { Configuration, RuleSetRule } from '@rspack/core';

/** The icon sprite(s) of this remote (`src/icons/*.svg`). */
const SPRITE = /[\\/]src[\\/]icons[\\/][^\\/]+\.svg$/;

/**
 * `config` with the icon sprite (`src/icons/track-icons.svg`) always emitted as
 * a hashed file, `images/[name].[contenthash:8].svg`, and never inlined: the shared image rule
 * (`moduleRules`, type `asset`) would inline a file under 8 KB as a `data:` URL, which an
 * `<svg><use href>` cannot reference. `emit` false for the prerender's server build, which only
 * needs the same URL as the client build. The shared rules are left alone; the sprite is taken
 * out of the image rule and given its own.
 */
export function withIconSprite(config: Configuration, { emit }: { emit: boolean }): Configuration {
  const rules = (config.module?.rules ?? []).map((rule) =>
    rule && typeof rule === 'object' && rule.type === 'asset' ? { ...rule, exclude: SPRITE } : rule,
  );
  const sprite: RuleSetRule = {
    test: SPRITE,
    type: 'asset/resource',
    generator: { filename: 'images/[name].[contenthash:8][ext]', ...(emit ? {} : { emit: false }) },
  };
  return { ...config, module: { ...config.module, rules: [...rules, sprite] } };
}
