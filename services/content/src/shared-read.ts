/**
 * `sharedRead(read)`: a function that calls `read`, except that calls made while a read is in
 * flight wait for it to end and then share one new read, so concurrent calls make at most two
 * reads in flight (docs/architecture.md "Memory per process"). No caller is answered by a read
 * that started before it called, so an admin's change shows on the next request. Callers of one
 * read get the same value and must not change it; a failed read fails its callers only.
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
