/**
 * Entry of the host: module federation needs an async boundary before any shared module, so all
 * lives in `bootstrap.tsx`, imported in a new task (no long task); `/remotes.json` is asked first.
 */
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { prefetchRemotesJson } from './federation/remotes-json.ts';
import { yieldingSharePlugin } from './federation/share-yield.ts';

prefetchRemotesJson();
registerPlugins([yieldingSharePlugin()]);
setTimeout(() => void import('./bootstrap.tsx'), 0);
