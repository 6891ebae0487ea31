/**
 * Chunks loaded once and read with React's `use()` (a page downloads only the
 * texts and content it shows).
 */

/**
 * A promise that records its outcome the way React's `use()` reads it, so a settled one does not
 * suspend (React sets the same fields on a promise it meets untagged, but only after suspending once).
 */
type TrackedPromise<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

/** Tags `promise` with its outcome as it settles; `onRejected` runs on failure (to forget it). */
function tracked<T>(promise: Promise<T>, onRejected: () => void): TrackedPromise<T> {
  const result: TrackedPromise<T> = promise;
  result.status = 'pending';
  result.then(
    (value) => {
      result.status = 'fulfilled';
      result.value = value;
    },
    (reason: unknown) => {
      result.status = 'rejected';
      result.reason = reason;
      onRejected();
    },
  );
  return result;
}

/**
 * `load` called at most once per key (a lazy chunk: a track's content in a language, a page's
 * texts), its promise kept for `use()` and tagged with its outcome (`status`, `value`, `reason`).
 * A failed download (offline, a redeployed remote) rejects and is forgotten, so the next call for
 * that key tries again. Chunk imports need no invalidation, hence no data-fetching library here.
 */
export function loadOnce<K, T>(load: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const loaded = new Map<K, TrackedPromise<T>>();
  return (key) => {
    let promise = loaded.get(key);
    if (!promise) {
      promise = tracked(load(key), () => loaded.delete(key));
      loaded.set(key, promise);
    }
    return promise;
  };
}

/** Whether `promise` (one `loadOnce` returned) has resolved, so `use()` reads it without suspending. */
export function isFulfilled(promise: Promise<unknown>): boolean {
  return (promise as TrackedPromise<unknown>).status === 'fulfilled';
}
