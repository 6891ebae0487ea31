/**
 * Total blocking time (Lighthouse, 4× CPU slowdown): the shell's bootstrap asks for its ten-odd
 * shared modules (react, react-dom, the router, i18next, …) at once, and the federation runtime's
 * `loadShare` for each of them would run in one burst of microtasks, one long task after the
 * first paint. With this plugin each `loadShare` waits for a new task first, so the burst becomes
 * short tasks the browser can put input and frames between; the chunks are still asked for in
 * the same frame, and a shared module already loaded costs one task turn.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Resolves in a new task: `scheduler.yield()` where the browser has it (Chromium 129+, which
 * resumes ahead of other queued tasks), else a `MessageChannel` message, which setTimeout's
 * 4 ms clamp on nested timers does not delay. (A few lines, so no library: the maintained
 * ones, e.g. `main-thread-scheduling`, add a scheduler this needs none of.)
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The runtime plugin: `beforeLoadShare` waits for `next()` (a new task) and changes nothing. */
export function yieldingSharePlugin(next: () => Promise<void> = yieldToMain): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-yield-before-share',
    async beforeLoadShare(args) {
      await next();
      return args;
    },
  };
}
