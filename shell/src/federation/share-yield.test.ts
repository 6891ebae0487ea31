import { describe, expect, it, vi } from 'vitest';
import { yieldingSharePlugin, yieldToMain } from './share-yield.ts';

describe('yieldToMain', () => {
  it('resolves in a later task: every microtask queued before it has run, however long the chain', async () => {
    let spins = 0;
    const spin = () => {
      if (++spins < 200) queueMicrotask(spin);
    };
    queueMicrotask(spin);
    await yieldToMain();
    expect(spins).toBe(200);
  });
});

describe('yieldingSharePlugin', () => {
  it('holds each shared module load until the next task, then lets it go on unchanged', async () => {
    let release: () => void = () => undefined;
    const next = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const plugin = yieldingSharePlugin(next);
    const args = { pkgName: 'react', shareInfo: { version: '19' } } as unknown as Parameters<
      NonNullable<typeof plugin.beforeLoadShare>
    >[0];
    let settled = false;
    const result = Promise.resolve(plugin.beforeLoadShare!(args)).then((value) => {
      settled = true;
      return value;
    });
    await Promise.resolve();
    expect(next).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    release();
    expect(await result).toBe(args);
  });
});
