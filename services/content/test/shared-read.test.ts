/**
 * `sharedRead`: calls made while a read is in flight share the next read, and
 * none is answered by a read that started before it was called, so the public lists still show
 * an admin's change on the next request.
 */
import { describe, expect, it, vi } from 'vitest';
import { sharedRead } from '../src/shared-read.ts';

/** A read whose answers the test releases one by one; `value` is what the database holds now. */
function controlledRead() {
  const state = { value: 'v1', started: 0 };
  const releases: Array<(error?: Error) => void> = [];
  const read = () => {
    state.started += 1;
    // What the database held when the read was sent.
    const seen = state.value;
    return new Promise<string>((resolve, reject) => {
      releases.push((error) => (error ? reject(error) : resolve(seen)));
    });
  };
  /** Ends the oldest read still open (with `error`, it fails). */
  const release = (error?: Error) => releases.shift()?.(error);
  return { state, read, release };
}

/** Waits until `n` reads have started (the next read starts a few promise steps after a release). */
function startedReads(state: { started: number }, n: number) {
  return vi.waitFor(() => expect(state.started).toBe(n));
}

describe('sharedRead', () => {
  it('reads at once when nothing is in flight, and again for a call after it ended', async () => {
    const { state, read, release } = controlledRead();
    const list = sharedRead(read);
    const first = list();
    expect(state.started).toBe(1);
    release();
    expect(await first).toBe('v1');
    state.value = 'v2';
    const second = list();
    expect(state.started).toBe(2);
    release();
    expect(await second).toBe('v2');
  });

  it('gives calls made during a read one shared next read, which sees a change made meanwhile', async () => {
    const { state, read, release } = controlledRead();
    const list = sharedRead(read);
    const early = list();
    // An admin saves while the first read is in flight; these calls come after the save.
    state.value = 'v2';
    const later = [list(), list(), list()];
    expect(state.started).toBe(1);
    release();
    expect(await early).toBe('v1');
    // The first read ended: one read for the three waiting calls, sent now.
    await startedReads(state, 2);
    release();
    expect(await Promise.all(later)).toEqual(['v2', 'v2', 'v2']);
    expect(state.started).toBe(2);
  });

  it('does not let a call join a read that started before it', async () => {
    const { state, read, release } = controlledRead();
    const list = sharedRead(read);
    void list();
    const second = list();
    release();
    // The second read is in flight now; a call after a change waits for a third one.
    await startedReads(state, 2);
    state.value = 'v3';
    const third = list();
    expect(state.started).toBe(2);
    release();
    expect(await second).toBe('v1');
    await startedReads(state, 3);
    release();
    expect(await third).toBe('v3');
  });

  it('fails the calls sharing a failed read, and the next calls read again', async () => {
    const { state, read, release } = controlledRead();
    const list = sharedRead(read);
    const failing = list();
    const waiting = list();
    const failure = expect(failing).rejects.toThrow('database away');
    release(new Error('database away'));
    await failure;
    // The waiting call's read was sent after the failure, and succeeds.
    await startedReads(state, 2);
    release();
    expect(await waiting).toBe('v1');
  });
});
