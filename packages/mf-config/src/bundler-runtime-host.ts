/**
 * Shell side of the shared bundler runtime (issue 16 part 4, see remote-bundler-runtime.ts): puts
 * the functions of `@module-federation/webpack-bundler-runtime` the shell's build already carries
 * on `globalThis[BUNDLER_RUNTIME_GLOBAL]`, before any remote loads (mf-config puts this module
 * first in the shell's entry). The same module instance the federation plugin injected into the
 * shell's runtime, so this adds no code.
 */
import federation, { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL, type HostBundlerRuntime } from './bundler-runtime-global.ts';

const { bundlerRuntime } = federation;
if (!bundlerRuntime) throw new Error('module federation: the bundler runtime has no functions to share');
const host: HostBundlerRuntime = { bundlerRuntime, attachShareScopeMap };
(globalThis as Record<string, unknown>)[BUNDLER_RUNTIME_GLOBAL] = host;
