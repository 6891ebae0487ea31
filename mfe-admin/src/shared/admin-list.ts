import { useCallback, useEffect, useRef, useState } from 'react';
import { adminApi } from './admin-api.ts';

/** A list fetched with the admin Bearer: loading, failed (with the error's message) or ready. */
export type AdminListState<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; items: T[] };

/** What `useAdminList` offers besides the state; every function keeps its identity across renders. */
export interface AdminListActions<T> {
  /** Fetches the list again (the retry and refresh buttons). */
  reload: () => void;
  /** Swaps the item with the same id in place; an unknown id changes nothing. */
  replace: (item: T) => void;
  /** Drops the item with this id. */
  remove: (id: string) => void;
  /** Applies `change` to the ready list (an upsert, an add); does nothing while loading or failed. */
  update: (change: (items: T[]) => T[]) => void;
}

/** A list's state and its actions, as `useAdminList` returns them. */
export type AdminList<T> = AdminListState<T> & AdminListActions<T>;

/**
 * Loads `GET /api{path}` with the admin Bearer (`adminApi`: a 401 signs the admin out) and keeps
 * the items `pick` takes from the reply. `pick` may throw (a `success:false` reply) to fail the
 * load. On a failure the state becomes `{state:'error', message}` (the error's own message), then
 * `onError` is called once with the error. An aborted load (unmount, reload) reports nothing.
 * `pick` and `onError` are kept in refs: new callbacks do not refetch; `path` changing does.
 */
export function useAdminList<T extends { id: string }, R = unknown>(
  path: string,
  pick: (reply: R) => T[],
  onError?: (error: unknown) => void,
): AdminList<T> {
  const [result, setResult] = useState<AdminListState<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const pickRef = useRef(pick);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    pickRef.current = pick;
    onErrorRef.current = onError;
  }, [pick, onError]);

  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    adminApi<R>(path, { signal: controller.signal })
      .then((reply) => setResult({ state: 'ready', items: pickRef.current(reply) }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: 'error', message: String((error as Error | null)?.message) });
        onErrorRef.current?.(error);
      });
    return () => controller.abort();
  }, [path, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((change: (items: T[]) => T[]) => {
    setResult((prev) => (prev.state === 'ready' ? { state: 'ready', items: change(prev.items) } : prev));
  }, []);
  const replace = useCallback(
    (item: T) => update((items) => items.map((it) => (it.id === item.id ? item : it))),
    [update],
  );
  const remove = useCallback((id: string) => update((items) => items.filter((it) => it.id !== id)), [update]);
  return { ...result, reload, replace, remove, update };
}
