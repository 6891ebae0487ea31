/**
 * A page-render worker (`page-render.ts`'s Piscina pool): runs the shell's and a remote's
 * `server.cjs`, kept by hash, one task at a time; an overdue render terminates the worker.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import type { PrerenderPageData, SiteContent } from '@consulting/contracts';

/**
 * The packages a bundle's server code may `require`, resolved from the gateway's folder (its image
 * must install them); anything else fails to load.
 */
export const SERVER_BUNDLE_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom/static',
  'react-dom/server',
  'react-router-dom',
  'react-i18next',
  'i18next',
  'zustand',
  '@tanstack/react-query',
] as const;

/** One bundle's server code: `hash` names it (the worker keeps code it ran by hash). */
export interface ServerCode {
  name: string;
  hash: string;
  code: string;
}

/** One page to render: shell's and remote's code, the page, and the request's data. */
export interface RenderTask {
  shell: ServerCode;
  remote: ServerCode;
  /** The remote's runtime name (`mfe_public`), as the shell's route table names it. */
  remoteName: string;
  path: string;
  language: 'ar' | 'en';
  content: SiteContent | null;
  data?: PrerenderPageData;
}

/** What the shell's server code exports for the gateway (shell `src/prerender.tsx`). */
interface ShellServer {
  renderPage: (
    path: string,
    language: 'ar' | 'en',
    content: SiteContent | null,
    remote: string,
    module: unknown,
    data?: PrerenderPageData,
  ) => Promise<string>;
}

const ALLOWED = new Set<string>(SERVER_BUNDLE_PACKAGES);
const requireFromGateway = createRequire(import.meta.filename);
const loaded = new Map<string, Record<string, unknown>>();

/** Runs `source` as a CommonJS module once per hash and returns its exports; throws what it threw. */
function load({ name, hash, code }: ServerCode): Record<string, unknown> {
  const held = loaded.get(hash);
  if (held) return held;
  const filename = `${name}/prerender/server.cjs`;
  const limitedRequire = (id: string): unknown => {
    if (!ALLOWED.has(id)) throw new Error(`${filename} requires ${id}, which the gateway does not provide`);
    return requireFromGateway(id);
  };
  const module = { exports: {} as Record<string, unknown> };
  const run = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], { filename });
  run.call(module.exports, module.exports, limitedRequire, module, filename, path.dirname(filename));
  loaded.set(hash, module.exports);
  return module.exports;
}

/** The markup of `#root` for the task's page; rejects when a bundle does not load or a component throws. */
export default async function renderPage(task: RenderTask): Promise<string> {
  const shell = load(task.shell) as Partial<ShellServer>;
  const remote = load(task.remote);
  if (typeof shell.renderPage !== 'function') throw new Error('the shell’s server code exports no renderPage()');
  if (typeof remote.serverRoutes !== 'function') throw new Error(`${task.remote.name} exports no serverRoutes()`);
  return shell.renderPage(task.path, task.language, task.content, task.remoteName, remote, task.data);
}
