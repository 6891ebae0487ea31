/**
 * Issue 16 part 4: a remote takes the module-federation bundler runtime from the shell
 * (bundler-runtime-host.ts) instead of carrying its own copy (remote-bundler-runtime.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUNDLER_RUNTIME_GLOBAL, type HostBundlerRuntime } from '../src/bundler-runtime-global.ts';

const globals = globalThis as Record<string, unknown>;

describe("a remote's bundler runtime", () => {
  afterEach(() => {
    delete globals[BUNDLER_RUNTIME_GLOBAL];
    vi.resetModules();
  });

  it('fails with a clear message when loaded without the shell', async () => {
    await expect(import('../src/remote-bundler-runtime.ts')).rejects.toThrow(/runs only under the site's shell/);
  });

  it("uses the shell's functions and keeps its own container state", async () => {
    await import('../src/bundler-runtime-host.ts');
    const host = globals[BUNDLER_RUNTIME_GLOBAL] as HostBundlerRuntime;
    const { default: remote } = await import('../src/remote-bundler-runtime.ts');
    // Shared, stateless: what sets up share scopes and consumes shared modules.
    expect(remote.bundlerRuntime.consumes).toBe(host.bundlerRuntime.consumes);
    expect(remote.bundlerRuntime.I).toBe(host.bundlerRuntime.I);
    expect(remote.bundlerRuntime.installInitialConsumes).toBe(host.bundlerRuntime.installInitialConsumes);
    expect(remote.attachShareScopeMap).toBe(host.attachShareScopeMap);
    // The container's own: its share scopes and options, and what serves its exposes.
    expect(remote.bundlerRuntime.S).not.toBe(host.bundlerRuntime.S);
    expect(remote.bundlerRuntime.S).toEqual({});
    expect(remote.bundlerRuntimeOptions).toEqual({});
    expect(remote.instance).toBeUndefined();
    expect(remote.bundlerRuntime.initContainerEntry).toBeTypeOf('function');
    expect(remote.runtime.init).toBeTypeOf('function');
    // Two remotes do not share state either.
    vi.resetModules();
    const { default: other } = await import('../src/remote-bundler-runtime.ts');
    expect(other.bundlerRuntime.S).not.toBe(remote.bundlerRuntime.S);
    expect(other.bundlerRuntimeOptions).not.toBe(remote.bundlerRuntimeOptions);
  });
});
