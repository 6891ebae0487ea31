/**
 * Entry of the host. Module federation needs an async boundary before any shared module
 * (react, the router, the platform…) is used, so everything real lives in `bootstrap.tsx`.
 * `/remotes.json` is asked for first, while the bootstrap chunks download.
 *
 * Total blocking time: the federation runtime's set-up, which this file's evaluation follows,
 * and the bootstrap's loading of its shared modules would otherwise run as one long task after
 * the server render's first paint. The import waits for a new task, and each shared module's
 * loading takes its own (`share-yield.ts`).
 */
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { prefetchRemotesJson } from './federation/remotes-json.ts';
import { yieldingSharePlugin } from './federation/share-yield.ts';

prefetchRemotesJson();
registerPlugins([yieldingSharePlugin()]);
setTimeout(() => void import('./bootstrap.tsx'), 0);
