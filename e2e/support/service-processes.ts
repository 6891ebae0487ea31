/**
 * Finds the service processes a test started through scripts/stack.ts, from outside the stack:
 * Linux `/proc`, the children of this test process whose command line runs
 * `services/{name}/src/main.ts`, and the `PORT` in each one's environment. The resilience tests
 * use it to call a service directly (its `/readyz`) without changing how the stack is started.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { ServiceName } from '../../scripts/stack.ts';

/** One running service process: its pid and the loopback URL it listens on. */
export interface ServiceProcess {
  name: ServiceName;
  pid: number;
  /** `http://127.0.0.1:{PORT}`. */
  url: string;
}

async function readProc(pid: string, file: string): Promise<string | null> {
  try {
    return await readFile(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // the process ended while we looked, or is not ours to read
  }
}

/** The parent pid from `/proc/{pid}/stat` (field 4, after the parenthesised command name). */
function parentPid(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/**
 * The running processes of service `name` that are children of `parent` (this process by
 * default), one per instance, sorted by pid. Resolves `[]` when none runs. Throws when a
 * matching process has no numeric `PORT` in its environment (then it was not started by
 * scripts/stack.ts). Linux only.
 */
export async function serviceProcesses(name: ServiceName, parent = process.pid): Promise<ServiceProcess[]> {
  const marker = `services/${name}/src/main.ts`;
  const found: ServiceProcess[] = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = await readProc(pid, 'stat');
    if (!stat || parentPid(stat) !== parent) continue;
    const cmdline = await readProc(pid, 'cmdline');
    if (!cmdline?.split('\0').some((arg) => arg.endsWith(marker))) continue;
    const environ = await readProc(pid, 'environ');
    const port = environ
      ?.split('\0')
      .find((entry) => entry.startsWith('PORT='))
      ?.slice('PORT='.length);
    if (!port || !/^\d+$/.test(port)) throw new Error(`process ${pid} runs ${marker} without a numeric PORT`);
    found.push({ name, pid: Number(pid), url: `http://127.0.0.1:${port}` });
  }
  return found.sort((a, b) => a.pid - b.pid);
}
