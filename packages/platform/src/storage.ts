/** localStorage access that survives private mode and non-browser test environments. */
export const storage = {
  get(key: string): string | null {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      /* storage full or blocked: the in-memory store still holds the value */
    }
  },
  remove(...keys: string[]): void {
    for (const key of keys) {
      try {
        globalThis.localStorage?.removeItem(key);
      } catch {
        /* ignore */
      }
    }
  },
};
