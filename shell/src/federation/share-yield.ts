/** Each shared module's `loadShare` waits for a new task, so the bootstrap's burst is no long task. */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Resolves in a new task: `scheduler.yield()`, else a `MessageChannel` message (no 4 ms clamp). */
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
