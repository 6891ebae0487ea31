/**
 * One database read answering every caller that asked while it was not yet sent
 * ("Memory per process"): `sharedRead(read)` returns a function that calls `read` as before, except
 * that calls made while a read is in flight wait for it to end and then share one new read (the
 * next one), instead of each sending its own.
 *
 * No caller is ever answered by a read that started before it called, so the public reads keep
 * their promise (an admin's edit, unpublish or delete shows on the next request, on every
 * instance, since each reads the shared database); what changes is that 50 concurrent calls make
 * at most two reads in flight instead of 50. Why: under the bench's load (`GET /api/services`, 50
 * connections, ~1,600 requests a second on 2 cores) each call's own `find` allocated ~150 KB
 * (half of it the mongodb driver's cursor and its on-demand BSON parse), V8 scavenged every
 * ~32 ms, about as long as a request took, so ~10 KB a request outlived two scavenges and was
 * promoted to die in the old generation (GCProfiler: ~160 MB promoted in 10 s); that, and the
 * malloc behind it, was content's peak (203-206 MiB against the 200 MiB target). Measured figures:
 * docs/architecture.md, "Memory per process".
 *
 * Every caller of one read gets the same value: callers must not change it. A read that fails
 * fails for the callers sharing it; the next call reads again.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  /** The read in flight, if any: joined by nobody new. */
  let running: Promise<T> | undefined;
  /** The read that starts when `running` ends, shared by everyone who called meanwhile. */
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const result = read();
    running = result;
    const done = () => {
      if (running === result) running = undefined;
    };
    result.then(done, done);
    return result;
  };
  const settled = (promise: Promise<T>) =>
    promise.then(
      () => undefined,
      () => undefined,
    );
  return () => {
    if (!running) return start();
    next ??= settled(running).then(() => {
      next = undefined;
      return start();
    });
    return next;
  };
}
