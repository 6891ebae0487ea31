/**
 * Memory of the stack's processes as Linux reports it (/proc): the peak memory of each process
 * during the load. Linux only: elsewhere the figures are absent.
 */
import { readFileSync } from 'node:fs';

export interface StackProcess {
  pid: number;
  /** The service ('gateway', 'content', ...) or 'database'. */
  name: string;
}

/** Resident memory of `pid` in bytes: now (VmRSS) and peak (VmHWM); null when gone or not Linux. */
export function memoryOf(pid: number): { rssBytes: number; peakBytes: number } | null {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return null;
  }
  const kib = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rssBytes: kib('VmRSS'), peakBytes: kib('VmHWM') };
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
