import { i18n, type Language } from '@consulting/platform';

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
 * texts), its promise kept for `use()` and tagged with its outcome (`status`, `value`, `reason`). A failed download (offline,
 * a redeployed remote) rejects and is forgotten, so the next call for that key tries again.
 * Own code rather than a data-fetching library: these are chunk imports, which need no
 * invalidation, and the remote has no such library to share (issue 16 part 4 counts its bytes).
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

/**
 * A page's texts of the `tracks` i18next namespace, one module per language (issue 16 part 4: a
 * page downloads only its language's texts): the returned function loads the language's module
 * once and adds its texts to the namespace (merged with the shared ones of translations.ts), and
 * resolves once `i18n.getFixedT(language, 'tracks')` finds them. Rejects when the chunk fails to
 * download (and a later call tries again).
 */
export function pageTexts(
  loaders: Record<Language, () => Promise<Record<string, unknown>>>,
): (language: Language) => Promise<void> {
  return loadOnce((language: Language) =>
    loaders[language]().then((texts) => {
      i18n.addResourceBundle(language, 'tracks', texts, true, true);
    }),
  );
}
