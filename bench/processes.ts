/**
 * The stack's processes as Linux sees them (/proc), for issue 6 "Cost: peak memory of each
 * process during the load" and for finding a service's own port (the direct-to-service runs).
 * Linux only: on other systems every function returns nothing.
 */
import { readFileSync, readdirSync } from 'node:fs';

export interface StackProcess {
  pid: number;
  /** 'gateway', 'content', ... for `services/<name>/src/main.ts`; 'database' for Java; 'browser' for Chromium. */
  name: string;
}

function readProc(pid: number, file: string): string | null {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return null; // the process ended, or this is not Linux
  }
}

/** Parent pid from `/proc/<pid>/stat` (field 4; the command name in field 2 may hold spaces). */
function parentPid(pid: number): number | null {
  const stat = readProc(pid, 'stat');
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[1]);
}

/** The command line of `pid` as its arguments, or [] when it has ended. */
export function commandLine(pid: number): string[] {
  return (readProc(pid, 'cmdline') ?? '').split('\0').filter(Boolean);
}

/** What a stack process is, from its command line; null for helpers (npm, sh, the bench itself). */
export function processName(argv: string[]): string | null {
  const service = argv.map((a) => /services\/([\w-]+)\/src\/main\.ts$/.exec(a)).find(Boolean);
  if (service) return service[1];
  const exe = (argv[0] ?? '').split('/').pop() ?? '';
  if (exe === 'java') return 'database';
  if (exe.startsWith('chrom')) return 'browser';
  if (exe === 'mongod' || exe === 'ferretdb') return 'database';
  return null;
}

/** Every live descendant of `rootPid` that is a stack process (services, database, browser). */
export function stackProcesses(rootPid: number = process.pid): StackProcess[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number);
  } catch {
    return [];
  }
  const parents = new Map<number, number>();
  for (const pid of pids) {
    const ppid = parentPid(pid);
    if (ppid !== null) parents.set(pid, ppid);
  }
  const isDescendant = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) if (p === rootPid) return true;
    return false;
  };
  const found: StackProcess[] = [];
  for (const pid of pids) {
    if (!isDescendant(pid)) continue;
    const name = processName(commandLine(pid));
    // Chromium's helper processes (renderer, GPU, zygote) carry a --type= flag; keep only the browser.
    if (name && !(name === 'browser' && commandLine(pid).some((a) => a.startsWith('--type=')))) {
      found.push({ pid, name });
    }
  }
  return found;
}

/** Resident memory of `pid` in bytes: now (VmRSS) and the peak over its life (VmHWM); null when gone. */
export function memoryOf(pid: number): { rssBytes: number; peakBytes: number } | null {
  const status = readProc(pid, 'status');
  if (!status) return null;
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rssBytes: kib('VmRSS'), peakBytes: kib('VmHWM') };
}

/** The environment `pid` was started with (`/proc/<pid>/environ`); {} when unreadable. */
export function environmentOf(pid: number): Record<string, string> {
  const raw = readProc(pid, 'environ') ?? '';
  return Object.fromEntries(
    raw
      .split('\0')
      .filter((entry) => entry.includes('='))
      .map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)]),
  );
}

export interface MemoryPeak {
  name: string;
  pid: number;
  /** Highest resident memory seen while sampling, in bytes. */
  peakDuringLoadBytes: number;
  /** The kernel's high-water mark over the process's whole life (VmHWM), in bytes. */
  peakOverLifeBytes: number;
}

/**
 * Samples the resident memory of `list()`'s processes every `intervalMs` until `stop()`, which
 * returns each one's peak (a process that ended keeps the last figures seen).
 */
export function sampleMemory(list: () => StackProcess[], intervalMs = 250): { stop: () => MemoryPeak[] } {
  const peaks = new Map<number, MemoryPeak>();
  const sample = () => {
    for (const { pid, name } of list()) {
      const memory = memoryOf(pid);
      if (!memory) continue;
      const peak = peaks.get(pid) ?? { name, pid, peakDuringLoadBytes: 0, peakOverLifeBytes: 0 };
      peak.peakDuringLoadBytes = Math.max(peak.peakDuringLoadBytes, memory.rssBytes);
      peak.peakOverLifeBytes = Math.max(peak.peakOverLifeBytes, memory.peakBytes);
      peaks.set(pid, peak);
    }
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return [...peaks.values()].sort((a, b) => a.name.localeCompare(b.name) || a.pid - b.pid);
    },
  };
}
